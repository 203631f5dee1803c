package com.acme.ledger.it;

import org.junit.jupiter.api.Tag;
import org.testcontainers.junit.jupiter.Testcontainers;

/** Starts the containers listed in it/containers.yml once per test JVM. */
@Tag("it")
@Testcontainers
public abstract class IntegrationTestBase {
}
