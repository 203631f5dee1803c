from conan import ConanFile
from conan.tools.cmake import CMake, cmake_layout


class GatewayAgentConan(ConanFile):
    name = "gateway-agent"
    version = "0.9.3"
    settings = "os", "compiler", "build_type", "arch"
    generators = "CMakeDeps", "CMakeToolchain"

    def requirements(self):
        self.requires("fmt/10.1.1")
        self.requires("spdlog/1.12.0")
        self.requires("nlohmann_json/3.11.2")
        self.requires("acme-proto/2.4.0@acme/stable")   # only on the acme remote

    def layout(self):
        cmake_layout(self)

    def build(self):
        cmake = CMake(self)
        cmake.configure()
        cmake.build()
