import 'package:crashkit_flutter/crashkit_flutter.dart';
import 'package:flutter/material.dart';

import 'app.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await CrashKit.init(appId: 'ck-app-acme-rider-prod');
  runApp(const RiderApp());
}
