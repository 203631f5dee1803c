<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;

class AvatarController extends Controller
{
    public function store(Request $request)
    {
        $path = $request->file('avatar')->store('uploads/avatars', 'public');
        $request->user()->update(['avatar_path' => $path]);
        return back();
    }
}
