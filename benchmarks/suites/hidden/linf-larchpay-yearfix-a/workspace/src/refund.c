/* Copyright (c) 2024 Larch Payments Ltd. All rights reserved. */
#include "pay.h"
int pay_refund(long cents) { return cents > 0 && cents < 100000; }
