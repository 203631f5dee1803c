<?php
declare(strict_types=1);

namespace Invoice;

final class Invoice
{
    /** @param list<array{desc:string, qty:int, unit:int}> $lines */
    public function __construct(private string $number, private array $lines) {}

    public function totalCents(): int
    {
        // TODO(jordan): VAT per line, half finished — do not lose this
        return array_sum(array_map(fn ($l) => $l['qty'] * $l['unit'], $this->lines));
    }
}
