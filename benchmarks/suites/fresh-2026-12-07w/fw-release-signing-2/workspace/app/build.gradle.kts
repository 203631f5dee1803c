plugins { id("com.android.application") }

android {
    namespace = "com.example.trailmate"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.example.trailmate"
        minSdk = 24
        versionCode = 41
        versionName = "1.9.0"
    }
}
