plugins {
    kotlin("jvm") version "1.9.23" apply false
    id("org.springframework.boot") version "3.2.5" apply false
}

allprojects {
    group = "com.acme.shipping"
    version = "0.9.0-SNAPSHOT"
}
