#include "cli/run_main.h"

#include <iostream>
#include <new>

#include "cli/arguments.h"
#include "files/tree_file.h"

namespace ablab::app {

int runMain(int argc, char** argv, ProgramBody body) {
    try {
        return body(std::span<char* const>(argv + 1, static_cast<std::size_t>(argc - 1)));
    } catch (const UsageError& e) {
        std::cerr << "ablab: " << e.what() << '\n';
        return 2;
    } catch (const core::TreeFileError& e) {
        std::cerr << "ablab: " << e.what() << '\n';
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "ablab: out of memory\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "ablab: " << e.what() << '\n';
        return 1;
    }
}

}  // namespace ablab::app
