plugins { kotlin("jvm") }
