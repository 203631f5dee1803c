<?php

namespace App\Http\Controllers;

use App\Models\StockItem;

class StockController extends Controller
{
    public function index()
    {
        return StockItem::orderBy('sku')->paginate(50);
    }
}
