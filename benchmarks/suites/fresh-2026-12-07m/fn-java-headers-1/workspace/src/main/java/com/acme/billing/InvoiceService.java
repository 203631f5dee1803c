/*
 * Copyright (c) 2021-2025 Acme Billing GmbH.
 * SPDX-License-Identifier: Apache-2.0
 */
package com.acme.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;

@Service
public class InvoiceService {
    private static final BigDecimal VAT = new BigDecimal("0.19");
    private final JdbcTemplate jdbc;

    public InvoiceService(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public BigDecimal total(List<BigDecimal> lines) {
        BigDecimal net = lines.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
        return net.add(net.multiply(VAT)).setScale(2, RoundingMode.HALF_EVEN);
    }

    public int markPaid(String invoiceRef) {
        return jdbc.update("UPDATE invoices SET status = 'paid', paid_at = CURRENT_TIMESTAMP WHERE ref = ?", invoiceRef);
    }
}
