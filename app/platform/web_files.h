#pragma once
// Where the browser build keeps files in emscripten's in-memory file system. Files come in
// from the page (the file input, drag and drop, a link) and go out as downloads.
namespace ablab::app::platform {

inline constexpr const char* kDownloadFolder = "/downloads";  // the working folder
inline constexpr const char* kUploadFolder = "/uploads";      // files opened from the computer
inline constexpr const char* kLinkFolder = "/link";           // the tree a link carried
// Every folder a save or an export may write to (exports go beside the tree).
inline constexpr const char* kWritableFolders[] = {kDownloadFolder, kUploadFolder, kLinkFolder, "/trees"};

}  // namespace ablab::app::platform
