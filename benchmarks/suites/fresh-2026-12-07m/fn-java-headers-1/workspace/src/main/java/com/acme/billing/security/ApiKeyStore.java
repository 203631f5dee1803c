/*
 * Copyright (c) 2024 Acme Billing GmbH.
 * SPDX-License-Identifier: Apache-2.0
 */
package com.acme.billing.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/** Holds SHA-256 digests of the API keys allowed to call /api. */
@Component
public class ApiKeyStore {
    private final Set<String> digests;

    public ApiKeyStore(@Value("${billing.api-key-digests}") Set<String> digests) {
        this.digests = digests;
    }

    public boolean matches(String presented) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(presented.getBytes(StandardCharsets.UTF_8));
            return digests.contains(HexFormat.of().formatHex(d));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
