<?php
use Invoice\Invoice;
use PHPUnit\Framework\TestCase;

final class InvoiceTest extends TestCase
{
    public function testTotal(): void
    {
        $i = new Invoice('2025-001', [['desc' => 'x', 'qty' => 2, 'unit' => 150]]);
        $this->assertSame(300, $i->totalCents());
    }
}
