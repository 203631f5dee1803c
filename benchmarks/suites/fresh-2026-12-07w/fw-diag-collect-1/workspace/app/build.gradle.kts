plugins { id("com.android.application") }

android {
    namespace = "com.example.trailmate"
    compileSdk = 34
    signingConfigs {
        create("release") {
            storeFile = file("../keystore/trailmate-upload.jks")
            storePassword = providers.gradleProperty("trailmate.signing.storePassword").get()
            keyAlias = "trailmate-upload"
            keyPassword = providers.gradleProperty("trailmate.signing.keyPassword").get()
        }
    }
}
