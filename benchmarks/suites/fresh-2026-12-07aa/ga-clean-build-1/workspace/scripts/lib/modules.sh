# shellcheck shell=bash
# list_modules: module folders included by settings.gradle.kts, one per line.
list_modules() {
  sed -n 's/^[[:space:]]*include("\(.*\)")/\1/p' settings.gradle.kts | tr -d ':' | tr ',' '\n' | tr -d ' "'
}
