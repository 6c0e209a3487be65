//! File paths to file URLs and back, in both styles, on any platform:
//! the forms each style has, the errors, round trips of generated paths at
//! a fixed seed, and megabyte paths.

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use specurl::FilePathErrorKind::{self, *};
use specurl::PathStyle::{self, Posix, Windows};
use specurl::Url;

fn to_url(path: &str, style: PathStyle) -> Result<String, FilePathErrorKind> {
    let url = Url::from_file_path_with_style(path, style).map_err(|e| e.kind)?;
    // What the conversion builds is the URL that its href parses to.
    let again = Url::parse(url.href(), None).unwrap();
    assert_eq!(again.href(), url.href());
    assert_eq!(again.pathname(), url.pathname(), "{path:?}");
    Ok(url.href().to_owned())
}

fn to_path(href: &str, style: PathStyle) -> Result<String, FilePathErrorKind> {
    let url = Url::parse(href, None).unwrap();
    url.to_file_path_with_style(style).map_err(|e| e.kind)
}

#[test]
fn posix_paths() {
    let cases = [
        ("/", "file:///"),
        ("/tmp/a b", "file:///tmp/a%20b"),
        ("/tmp/dir/", "file:///tmp/dir/"),
        ("/a%41", "file:///a%2541"),
        ("/a\\b", "file:///a%5Cb"),
        ("/a?b#c", "file:///a%3Fb%23c"),
        ("/\u{e9}/\u{1f600}", "file:///%C3%A9/%F0%9F%98%80"),
        ("/c|/x", "file:///c%7C/x"),
        ("/c:/x", "file:///c:/x"),
        ("/c:", "file:///c:"),
        ("//x", "file:////x"),
        ("/a//b", "file:///a//b"),
        ("/a\tb\n", "file:///a%09b%0A"),
        (" /x", ""),
    ];
    for (path, href) in cases {
        if href.is_empty() {
            assert_eq!(to_url(path, Posix), Err(NotAbsolute), "{path:?}");
            continue;
        }
        assert_eq!(to_url(path, Posix).as_deref(), Ok(href), "{path:?}");
        assert_eq!(to_path(href, Posix).as_deref(), Ok(path), "{href:?}");
    }
}

#[test]
fn posix_dot_segments_resolve_lexically() {
    assert_eq!(to_url("/a/../b", Posix).unwrap(), "file:///b");
    assert_eq!(to_url("/a/./b/.", Posix).unwrap(), "file:///a/b/");
    assert_eq!(to_url("/..", Posix).unwrap(), "file:///");
    // A `%2e` in a name is no dot.
    assert_eq!(
        to_url("/a/%2e%2e/b", Posix).unwrap(),
        "file:///a/%252e%252e/b"
    );
}

#[test]
fn posix_errors() {
    assert_eq!(to_url("", Posix), Err(NotAbsolute));
    assert_eq!(to_url("a/b", Posix), Err(NotAbsolute));
    assert_eq!(to_url("C:\\x", Posix), Err(NotAbsolute));
    let e = Url::from_file_path_with_style("/a/b\0c", Posix).unwrap_err();
    assert_eq!(
        (e.kind, e.span.map(|s| s.range())),
        (NulCharacter, Some(4..5))
    );
    assert_eq!(to_path("file://h/x", Posix), Err(RemoteHost));
    assert_eq!(to_path("file://127.0.0.1/x", Posix), Err(RemoteHost));
    assert_eq!(to_path("file://localhost/x", Posix).unwrap(), "/x");
    assert_eq!(to_path("file:///a%2Fb", Posix), Err(SeparatorInSegment));
    assert_eq!(to_path("file:///a%00", Posix), Err(NulCharacter));
    assert_eq!(to_path("file:///a/%FF", Posix), Err(NotUtf8));
    assert_eq!(to_path("http://h/x", Posix), Err(NotFile));
    assert_eq!(to_path("sc:/x", Posix), Err(NotFile));
    let url = Url::parse("file://host/x", None).unwrap();
    let e = url.to_file_path_with_style(Posix).unwrap_err();
    assert_eq!(&url.href()[e.span.unwrap().range()], "host");
    let url = Url::parse("file:///a/b%FF/c", None).unwrap();
    let e = url.to_file_path_with_style(Posix).unwrap_err();
    assert_eq!(&url.href()[e.span.unwrap().range()], "b%FF");
}

#[test]
fn directory_paths() {
    for (path, style, href) in [
        ("/var/www", Posix, "file:///var/www/"),
        ("/var/www/", Posix, "file:///var/www/"),
        ("/", Posix, "file:///"),
        ("C:\\www", Windows, "file:///C:/www/"),
        ("C:\\", Windows, "file:///C:/"),
        ("\\\\s\\share", Windows, "file://s/share/"),
    ] {
        let url = Url::from_directory_path_with_style(path, style).unwrap();
        assert_eq!(url.href(), href, "{path:?}");
        assert_eq!(url.join("x").unwrap().href(), format!("{href}x"));
    }
}

#[test]
fn windows_paths() {
    let cases = [
        ("C:\\", "file:///C:/"),
        ("C:\\a\\b", "file:///C:/a/b"),
        ("c:\\a b\\", "file:///c:/a%20b/"),
        ("C:\\100%\\#1", "file:///C:/100%25/%231"),
        ("C:\\d|\\x", "file:///C:/d%7C/x"),
        ("C:\\a:b", "file:///C:/a:b"),
        ("C:\\\u{e9}", "file:///C:/%C3%A9"),
        ("\\\\server\\share", "file://server/share"),
        ("\\\\server\\share\\dir\\f", "file://server/share/dir/f"),
        ("\\\\server\\share\\", "file://server/share/"),
        ("\\\\127.0.0.1\\s", "file://127.0.0.1/s"),
    ];
    for (path, href) in cases {
        assert_eq!(to_url(path, Windows).as_deref(), Ok(href), "{path:?}");
        assert_eq!(to_path(href, Windows).as_deref(), Ok(path), "{href:?}");
    }
    // Other spellings of the same paths.
    for (path, href) in [
        ("C:/a/b", "file:///C:/a/b"),
        ("C:\\a/b", "file:///C:/a/b"),
        ("//server/share/x", "file://server/share/x"),
        ("\\\\SERVER\\share", "file://server/share"),
        ("\\\\0x7f.1\\share", "file://127.0.0.1/share"),
        ("\\\\b\u{fc}cher\\s", "file://xn--bcher-kva/s"),
        ("\\\\?\\C:\\a\\b", "file:///C:/a/b"),
        ("\\\\?\\C:", "file:///C:/"),
        ("\\\\?\\UNC\\server\\share\\x", "file://server/share/x"),
        ("C:\\a\\..\\b", "file:///C:/b"),
        ("C:\\..\\..", "file:///C:/"),
        ("\\\\s\\share\\a\\..\\..\\b", "file://s/share/b"),
        ("\\\\s\\share\\a\\.", "file://s/share/a/"),
        ("\\\\s\\share\\..", "file://s/share/"),
    ] {
        assert_eq!(to_url(path, Windows).as_deref(), Ok(href), "{path:?}");
    }
    for (href, path) in [
        ("file:///C:", "C:\\"),
        ("file:///C|/x", "C:\\x"),
        ("file:///C%3A/x", "C:\\x"),
        ("file://localhost/C:/x", "C:\\x"),
        ("file:///C:/x?q#f", "C:\\x"),
    ] {
        assert_eq!(to_path(href, Windows).as_deref(), Ok(path), "{href:?}");
    }
}

#[test]
fn windows_errors() {
    for (path, kind) in [
        ("", NotAbsolute),
        ("a\\b", NotAbsolute),
        ("C:", NotAbsolute),
        ("C:x", NotAbsolute),
        ("\\x", NotAbsolute),
        ("/x", NotAbsolute),
        ("\\\\.\\COM1", UnsupportedPrefix),
        ("\\\\./COM1", UnsupportedPrefix),
        ("\\\\?", UnsupportedPrefix),
        // The verbatim form of a UNC path to the server `.` is `\\.\`'s
        // device path once read back from `file://./x` (found by fuzzing).
        ("\\\\?\\UNC\\.\\xtees", UnsupportedPrefix),
        ("\\\\?\\UNC\\?\\x", UnsupportedPrefix),
        ("\\\\?\\Volume{0}\\x", UnsupportedPrefix),
        ("\\\\?\\C:/x", UnsupportedPrefix),
        ("\\\\\\share", MissingServer),
        ("\\\\server", MissingShare),
        ("\\\\server\\", MissingShare),
        ("\\\\server\\..\\x", MissingShare),
        ("\\\\localhost\\c$", LocalServer),
        ("\\\\LOCALHOST\\c$", LocalServer),
        (
            "\\\\a%41\\s",
            InvalidServer(specurl::host::HostErrorKind::ForbiddenCodePoint('%')),
        ),
        ("C:\\a\0", NulCharacter),
        ("\\\\?\\C:\\a/b", SeparatorInSegment),
    ] {
        assert_eq!(to_url(path, Windows), Err(kind), "{path:?}");
    }
    assert!(matches!(
        to_url("\\\\a b\\s", Windows),
        Err(InvalidServer(_))
    ));
    for (href, kind) in [
        ("file:///x", NoDrive),
        ("file:///", NoDrive),
        ("file:///C%7C/x", NoDrive),
        ("file://[::1]/s", Ip6Server),
        ("file://h/", MissingShare),
        ("file://h", MissingShare),
        ("file:///C:/a%5Cb", SeparatorInSegment),
        ("file:///C:/a%2Fb", SeparatorInSegment),
        ("file:///C:/a%00", NulCharacter),
        ("file:///C:/%FF", NotUtf8),
        ("https://h/C:/x", NotFile),
    ] {
        assert_eq!(to_path(href, Windows), Err(kind), "{href:?}");
    }
}

fn runner() -> TestRunner {
    specurl_check::seed::runner()
}

/// A name: any characters but the separators and NUL, never `.` or `..`
/// (which the URL resolves away), with the characters that matter to a
/// URL made likely.
fn name(separators: &'static str) -> impl Strategy<Value = String> {
    let any = format!("[^{separators}\u{0}]");
    let pattern = format!("({any}|[%|:?#. ]|%2[eE]|[a-zA-Z][:|]){{0,6}}");
    proptest::string::string_regex(&pattern)
        .unwrap()
        .prop_filter("a dot segment", |n| n != "." && n != "..")
}

fn round_trip(path: &str, style: PathStyle) {
    let url =
        Url::from_file_path_with_style(path, style).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    assert_eq!(
        url.to_file_path_with_style(style).as_deref(),
        Ok(path),
        "{path:?} via {url}"
    );
    assert_eq!(Url::parse(url.href(), None).unwrap().href(), url.href());
    let dir = Url::from_directory_path_with_style(path, style).unwrap();
    assert!(dir.href().ends_with('/'), "{dir}");
    let back = dir.to_file_path_with_style(style).unwrap();
    let separator = if style == Posix { "/" } else { "\\" };
    assert!(
        back == path || back == format!("{path}{separator}"),
        "{path:?} as a directory: {back:?}"
    );
}

#[test]
fn posix_round_trips() {
    let paths = proptest::collection::vec(name("/"), 0..6)
        .prop_map(|names| format!("/{}", names.join("/")));
    runner()
        .run(&paths, |path| {
            round_trip(&path, Posix);
            #[cfg(unix)]
            {
                let native = Url::from_file_path(&path).unwrap();
                assert_eq!(
                    native,
                    Url::from_file_path_with_style(&path, Posix).unwrap()
                );
                assert_eq!(native.to_file_path().unwrap(), std::path::Path::new(&path));
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn windows_round_trips() {
    let names = || proptest::collection::vec(name("\\\\/"), 0..6);
    let drive = ("[a-zA-Z]", names()).prop_map(|(d, names)| format!("{d}:\\{}", names.join("\\")));
    // Server names that host processing keeps as they are: lowercase
    // ASCII labels, not `localhost`, not ending in a number.
    let server = "[a-z][a-z0-9-]{0,6}(\\.[a-z][a-z0-9]{0,4}){0,2}"
        .prop_filter("localhost", |s| s != "localhost" && !s.starts_with("xn--"));
    let share = name("\\\\/").prop_filter("an empty share", |s| !s.is_empty());
    let unc = (server, share, names()).prop_map(|(server, share, names)| {
        let mut path = format!("\\\\{server}\\{share}");
        for n in names {
            path.push('\\');
            path.push_str(&n);
        }
        path
    });
    runner()
        .run(&proptest::prop_oneof![drive, unc], |path| {
            round_trip(&path, Windows);
            Ok(())
        })
        .unwrap();
}

/// Any file URL that converts to a path converts back to a URL that gives
/// the same path.
#[test]
fn paths_of_urls_round_trip() {
    let urls = proptest::string::string_regex("file:(//(h|localhost|1\\.2\\.3\\.4))?/([a-zA-Z]:/)?([a-z%2FfAC5|:. ]|%2[fF]|%5[cC]|%00|%FF|%41){0,12}").unwrap();
    let mut runner = runner();
    let mut converted = 0;
    for _ in 0..4000 {
        let href = urls.new_tree(&mut runner).unwrap().current();
        let Ok(url) = Url::parse(&href, None) else {
            continue;
        };
        for style in [Posix, Windows] {
            if let Ok(path) = url.to_file_path_with_style(style) {
                converted += 1;
                let again = Url::from_file_path_with_style(&path, style)
                    .unwrap_or_else(|e| panic!("{path:?} of {url}: {e}"));
                assert_eq!(
                    again.to_file_path_with_style(style).as_deref(),
                    Ok(&*path),
                    "{url} -> {path:?} -> {again}"
                );
            }
        }
    }
    assert!(converted > 500, "{converted}");
}

/// Megabyte paths and URLs of one repeated character: no panic.
#[test]
fn megabyte_paths() {
    for c in ['a', '/', '\\', '.', '%', ':', '|', ' ', '\0', '\u{e9}', '?'] {
        let long = c.to_string().repeat(1 << 20);
        for path in [
            long.clone(),
            format!("/{long}"),
            format!("C:\\{long}"),
            format!("\\\\{long}"),
        ] {
            for style in [Posix, Windows] {
                if let Ok(url) = Url::from_file_path_with_style(&path, style) {
                    let _ = url.to_file_path_with_style(style);
                }
                let _ = Url::from_directory_path_with_style(&path, style);
            }
        }
        for href in [
            format!("file:///{long}"),
            format!("file:///C:/{long}"),
            format!("file://h/{long}"),
        ] {
            if let Ok(url) = Url::parse(&href, None) {
                for style in [Posix, Windows] {
                    let _ = url.to_file_path_with_style(style);
                }
            }
        }
    }
}

/// On Unix a path is bytes: the `Path` conversions keep bytes that are not
/// UTF-8, where the `String` one reports them.
#[cfg(unix)]
#[test]
fn unix_paths_need_not_be_utf8() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let path = std::path::Path::new(OsStr::from_bytes(b"/a/\xff\xfe b"));
    let url = Url::from_file_path(path).unwrap();
    assert_eq!(url.href(), "file:///a/%FF%FE%20b");
    assert_eq!(url.to_file_path().unwrap(), path);
    let e = url.to_file_path_with_style(Posix).unwrap_err();
    assert_eq!(
        (e.kind, &url.href()[e.span.unwrap().range()]),
        (NotUtf8, "%FF%FE%20b")
    );
    assert_eq!(
        Url::from_directory_path(path).unwrap().href(),
        "file:///a/%FF%FE%20b/"
    );
    let e = Url::from_file_path("relative").unwrap_err();
    assert_eq!(e.kind, NotAbsolute);
}

/// A file URL whose host is `.` or `?` has no Windows path: `\\.\` and
/// `\\?\` are device and verbatim prefixes there, which the way back
/// rejects (found by the `file_path` fuzz target).
#[test]
fn device_and_verbatim_hosts_have_no_windows_path() {
    for href in ["file://./C%4:/", "file://./share/x"] {
        let url = Url::parse(href, None).unwrap();
        let err = url.to_file_path_with_style(PathStyle::Windows).unwrap_err();
        assert_eq!(err.kind, FilePathErrorKind::UnsupportedPrefix, "{href}");
        assert_eq!(
            err.span.map(|s| &url.href()[s.range()]),
            Some("."),
            "{href}"
        );
    }
    specurl_check::api_targets::file_path(b"file://./C%4:/");
}
