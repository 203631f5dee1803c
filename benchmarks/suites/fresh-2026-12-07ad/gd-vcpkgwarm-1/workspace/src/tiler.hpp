#pragma once
namespace tilegen { const char* version(); int run(int argc, char** argv); }
