pluginManagement {
    repositories { maven("https://maven.mobile.example.com/plugins") }
}
rootProject.name = "trailmate"
include(":app")
