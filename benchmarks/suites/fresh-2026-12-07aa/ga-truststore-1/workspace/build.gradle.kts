plugins {
    java
    id("org.springframework.boot") version "3.2.5"
    id("io.spring.dependency-management") version "1.1.4"
}

group = "com.acme"
version = "0.14.0-SNAPSHOT"

java { toolchain { languageVersion.set(JavaLanguageVersion.of(17)) } }

dependencies {
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("org.springframework.boot:spring-boot-starter-webflux")
}

tasks.bootRun {
    systemProperty("javax.net.ssl.trustStore", "build/ssl/dev-truststore.p12")
    systemProperty("javax.net.ssl.trustStoreType", "PKCS12")
}
