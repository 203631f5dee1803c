<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

class UserController extends Controller
{
	public function show(Request $request, int $id)   
	{
		return view('users.show', ['user' => User::findOrFail($id)]);  
	}
}
