plugins { id("com.android.application") }

android {
    namespace = "com.example.beacon"
    compileSdk = 34
    defaultConfig { applicationId = "com.example.beacon"; minSdk = 26; versionCode = 12; versionName = "0.9.3" }
}
