package com.acme.shipping.common

data class Shipment(val id: String, val carrier: String, val status: String)
