rootProject.name = "users-service"
