import 'package:flutter/material.dart';
import 'gen/assets.gen.dart';

void main() => runApp(MaterialApp(home: Scaffold(body: Center(child: Image.asset(Assets.imagesLogo)))));
