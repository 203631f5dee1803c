package com.acme.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class InvoiceServiceTest {
    @Test
    void addsVat() {
        InvoiceService s = new InvoiceService(null);
        assertEquals(new BigDecimal("119.00"), s.total(List.of(new BigDecimal("100"))));
    }
}
