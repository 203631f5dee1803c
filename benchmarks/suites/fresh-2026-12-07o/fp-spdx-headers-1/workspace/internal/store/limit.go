// SPDX-License-Identifier: Apache-2.0
// Copyright 2026 Tidewater Labs and contributors

package store

// Limit is the default per-key quota.
const Limit = 1000
