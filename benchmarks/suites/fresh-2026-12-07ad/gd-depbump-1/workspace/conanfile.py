from conan import ConanFile
from conan.tools.cmake import CMake, CMakeToolchain, cmake_layout


class EdgecamConan(ConanFile):
    name = "edgecam"
    version = "3.2.0"
    settings = "os", "compiler", "build_type", "arch"
    options = {"with_rtsp": [True, False]}
    default_options = {"with_rtsp": True}
    generators = "CMakeDeps"

    def requirements(self):
        self.requires("fmt/10.1.1")
        self.requires("spdlog/1.12.0")
        self.requires("openssl/3.1.4")
        self.requires("zlib/1.3")
        self.requires("libjpeg-turbo/3.0.1")
        if self.options.with_rtsp:
            self.requires("live555/2023.11.30")

    def layout(self):
        cmake_layout(self)

    def generate(self):
        tc = CMakeToolchain(self)
        tc.variables["EDGECAM_WITH_RTSP"] = self.options.with_rtsp
        tc.generate()

    def build(self):
        cmake = CMake(self)
        cmake.configure()
        cmake.build()
