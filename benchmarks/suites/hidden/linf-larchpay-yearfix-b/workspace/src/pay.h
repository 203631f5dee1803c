/* Copyright (c) 2024 Larch Payments Ltd. All rights reserved. */
#pragma once
int pay_authorize(long cents, const char *card);
