package com.acme.inventory.client;

import org.springframework.web.client.RestClient;

public class InventoryClient {
    private final RestClient http;

    public InventoryClient(RestClient http) {
        this.http = http;
    }

    public StockLevel stock(String sku) {
        return http.get().uri("/api/v1/stock/{sku}", sku).retrieve().body(StockLevel.class);
    }

    public record StockLevel(String sku, int available, int reserved) {}
}
