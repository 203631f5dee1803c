package com.acme.shipping.api

import com.acme.shipping.common.Shipment
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.RestController

@RestController
class ShipmentController {
    @GetMapping("/api/shipments/{id}")
    fun get(@PathVariable id: String) = Shipment(id, "ACME-POST", "IN_TRANSIT")
}
