rootProject.name = "billing-service"
