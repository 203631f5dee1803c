<?php
use Illuminate\Support\Facades\Route;

Route::get('/', fn () => view('welcome'));
Route::post('/invoices/{invoice}/send', [\App\Http\Controllers\InvoiceController::class, 'send'])->middleware('auth');
Route::post('/account/password', [\App\Http\Controllers\AccountController::class, 'updatePassword'])->middleware('auth');
Route::post('/webhooks/stripe', [\App\Http\Controllers\StripeWebhookController::class, 'handle']);
