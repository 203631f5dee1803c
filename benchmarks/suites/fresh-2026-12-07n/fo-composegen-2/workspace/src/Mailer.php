<?php
declare(strict_types=1);

namespace Shopfront;

final class Mailer
{
    public function __construct(private string $dsn = 'smtp://mailpit:1025') {}

    public function dsn(): string
    {
        return getenv('MAILER_DSN') ?: $this->dsn;
    }
}
