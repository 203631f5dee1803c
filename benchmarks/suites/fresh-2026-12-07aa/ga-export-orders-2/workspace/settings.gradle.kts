rootProject.name = "checkout-service"
