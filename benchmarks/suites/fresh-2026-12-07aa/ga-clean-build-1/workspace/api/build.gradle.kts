plugins { kotlin("jvm"); id("org.springframework.boot") }

dependencies { implementation(project(":common")) }
