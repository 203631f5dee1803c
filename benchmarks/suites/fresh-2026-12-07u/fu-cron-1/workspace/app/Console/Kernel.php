<?php
namespace App\Console;

use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    protected function schedule(Schedule $schedule): void
    {
        $schedule->command('invoices:send-reminders')->dailyAt('08:00');
        $schedule->command('queue:prune-failed --hours=72')->daily();
        $schedule->command('sanctum:prune-expired --hours=24')->daily();
    }
}
