/*
 * Copyright (c) 2021-2025 Acme Billing GmbH.
 * SPDX-License-Identifier: Apache-2.0
 */
package com.acme.billing;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class BillingApplication {
    public static void main(String[] args) {
        SpringApplication.run(BillingApplication.class, args);
    }
}
