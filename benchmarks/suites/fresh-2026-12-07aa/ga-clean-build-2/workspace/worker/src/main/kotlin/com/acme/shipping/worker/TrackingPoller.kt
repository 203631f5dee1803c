package com.acme.shipping.worker

import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component

@Component
class TrackingPoller {
    @Scheduled(fixedDelayString = "PT30S")
    fun poll() {
        // TODO(jdoe): carrier webhooks, not polling; work in progress, not committed yet
    }
}
