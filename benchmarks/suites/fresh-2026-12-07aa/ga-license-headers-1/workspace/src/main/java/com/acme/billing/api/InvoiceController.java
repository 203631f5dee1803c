package com.acme.billing.api;

import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class InvoiceController {

    @GetMapping("/api/v1/invoices/{customerId}")
    public List<String> invoices(@PathVariable String customerId) {
        return List.of();
    }
}
