/*
 * Copyright (c) 2024 Acme Payments Ltd.
 * Licensed under the Acme Internal Source License 1.1; you may not use this file
 * except in compliance with the License.
 */
package com.acme.billing;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest
class BillingApplicationTests {
    @Test
    void contextLoads() {
    }
}
