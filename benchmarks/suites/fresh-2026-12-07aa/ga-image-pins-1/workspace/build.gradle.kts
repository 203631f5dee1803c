plugins {
    java
    id("org.springframework.boot") version "3.2.5"
}

dependencies {
    testImplementation("org.testcontainers:postgresql:1.19.7")
    testImplementation("org.testcontainers:kafka:1.19.7")
    testImplementation("org.testcontainers:junit-jupiter:1.19.7")
}

tasks.register<Test>("integrationTest") {
    useJUnitPlatform { includeTags("it") }
    systemProperty("it.containers", file("it/containers.yml").path)
}
