rootProject.name = "partner-gateway"
