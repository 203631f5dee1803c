/*
 * Copyright (c) 2021-2025 Acme Billing GmbH.
 * SPDX-License-Identifier: Apache-2.0
 */
package com.acme.billing.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/** Rejects /api requests that do not carry a valid X-Api-Key. */
@Component
public class ApiKeyFilter extends OncePerRequestFilter {
    private final ApiKeyStore keyStore;

    public ApiKeyFilter(ApiKeyStore keyStore) {
        this.keyStore = keyStore;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest req) {
        return !req.getRequestURI().startsWith("/api/");
    }

    @Override
    protected void doFilterInternal(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws ServletException, IOException {
        String presented = req.getHeader("X-Api-Key");
        if (presented == null || !keyStore.matches(presented)) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        chain.doFilter(req, res);
    }
}
