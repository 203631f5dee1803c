import 'package:flutter/material.dart';

class AppColors {
  static const brand = Color(0xFF0F7B5F);
  static final overlay = Colors.black.withOpacity(0.4);   
}
