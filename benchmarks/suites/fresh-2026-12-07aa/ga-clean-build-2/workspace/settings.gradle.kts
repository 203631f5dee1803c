rootProject.name = "shipping-platform"

include("common")
include("api")
include("worker")
