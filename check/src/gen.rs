//! proptest generators of URL-strings: one per rule of the grammar, in each
//! [`Mode`], in a strict and a lenient [`Flavour`].
//!
//! The character pools are transcribed from the specification's "Component
//! Characters" table, not taken from [`specurl::pct_enc::status`], so that a test
//! that checks the validator against these generators compares two
//! independent readings of the table.
//!
//! ```
//! use proptest::strategy::{Strategy, ValueTree};
//! use proptest::test_runner::TestRunner;
//! use specurl::grammar::Mode;
//! use specurl_check::gen::{url, Flavour};
//! let mut runner = TestRunner::deterministic();
//! let s = url(Mode::Web, Flavour::Strict).new_tree(&mut runner).unwrap().current();
//! assert!(specurl::UrlRef::parse_with_mode(&s, Mode::Web).is_ok());
//! ```

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::sample::select;
use specurl::grammar::Mode;

/// Which reading of the grammar the strings are valid in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flavour {
    /// Strictly valid: only characters of class `v` and `E` in each
    /// component, valid percent-encodings, no userinfo, `/` as the only
    /// separator, no `auth-drive-invalid`.
    Strict,
    /// Valid in the lenient reading: also invalid percent-encodings,
    /// characters of class `T` and `F`, userinfo, empty ports, loose IPv4
    /// forms, `\` as a separator in web and file mode, spaces and tabs
    /// around and in the string.
    Lenient,
}

/// Both flavours.
pub const FLAVOURS: [Flavour; 2] = [Flavour::Strict, Flavour::Lenient];

/// What every component allows as `v` or `E`: unreserved, alpha, digit,
/// other Unicode, the sub-delims and `'`.
const COMMON: &[&str] = &[
    "a",
    "Z",
    "m",
    "0",
    "9",
    "-",
    ".",
    "_",
    "~",
    "!",
    "$",
    "&",
    "(",
    ")",
    "*",
    "+",
    ",",
    "'",
    "é",
    "ß",
    "中",
    "💩",
    "\u{ad}",
    "%41",
    "%2F",
    "%e2%82%ac",
    "%00",
];

/// Class `T` or `F` in a path segment, query or fragment, and invalid
/// percent-encodings: what only the lenient reading allows.
const LENIENT_EXTRA: &[&str] = &[
    " ", "\"", "<", ">", "`", "{", "}", "^", "|", "[", "]", "\u{0}", "\u{1}", "\u{7f}", "%", "%4",
    "%zz", "%%",
];

/// A string of 0 to `max` pieces of `pool`, with `extra` as well in the
/// lenient flavour.
fn chars(
    pool: &'static [&'static str],
    extra: &'static [&'static str],
    flavour: Flavour,
    min: usize,
    max: usize,
) -> BoxedStrategy<String> {
    let mut all: Vec<&'static str> = pool.to_vec();
    if flavour == Flavour::Lenient {
        all.extend_from_slice(extra);
    }
    vec(select(all), min..=max).prop_map(|v| v.concat()).boxed()
}

/// `scheme ::= alpha ( alpha | digit | + | - | . )*`, of `mode`: a special
/// scheme of web or file mode in any case, or a generic one.
pub fn scheme(mode: Mode) -> BoxedStrategy<String> {
    let names: &'static [&'static str] = match mode {
        Mode::Web => &["http", "HTTPS", "ws", "wSs", "ftp"],
        Mode::File => &["file", "FILE", "File"],
        Mode::Generic => &["sc", "a", "foo+bar", "x-y.z", "S1", "mailto", "blob"],
    };
    select(names).prop_map(str::to_owned).boxed()
}

/// `username` (`uchar`: not `% # ? / :`); `@` and `:` are `F` in it.
pub fn username(flavour: Flavour) -> BoxedStrategy<String> {
    chars(
        COMMON,
        &[";", "=", "@", " ", "%", "^", "\u{1}"],
        flavour,
        0,
        6,
    )
}

/// `password` (`pchar`): `:` and `@` are `F` in it.
pub fn password(flavour: Flavour) -> BoxedStrategy<String> {
    chars(COMMON, &[";", "=", ":", "@", " ", "%", "^"], flavour, 0, 6)
}

/// `userinfo ::= username [ : password ]`. Strictly valid URLs have none,
/// but the rule's strings can be strictly valid on their own.
pub fn userinfo(flavour: Flavour) -> BoxedStrategy<String> {
    (username(flavour), option::of(password(flavour)))
        .prop_map(|(u, p)| match p {
            Some(p) => format!("{u}:{p}"),
            None => u,
        })
        .boxed()
}

/// An IPv4 address: dotted decimal (strict), or any of the loose forms the
/// WHATWG IPv4 parser takes: fewer parts, hex, octal, a trailing dot.
pub fn ip4(flavour: Flavour) -> BoxedStrategy<String> {
    let strict = any::<[u8; 4]>()
        .prop_map(|[a, b, c, d]| format!("{a}.{b}.{c}.{d}"))
        .boxed();
    if flavour == Flavour::Strict {
        return strict;
    }
    let number = prop_oneof![
        (0u32..256).prop_map(|n| n.to_string()),
        (0u32..256).prop_map(|n| format!("0x{n:X}")),
        (0u32..256).prop_map(|n| format!("0{n:o}")),
        Just("0x".to_owned()),
    ];
    prop_oneof![
        strict,
        (vec(number, 1..=3), any::<u32>(), any::<bool>()).prop_map(|(parts, last, dot)| {
            // The last part fills the bytes the others leave.
            let bits = 8 * (4 - parts.len()) as u32;
            let last = if bits >= 32 { last } else { last % (1 << bits) };
            let mut s = parts.join(".");
            s += &format!(".{last}");
            if dot {
                s += ".";
            }
            s
        }),
        any::<u32>().prop_map(|n| n.to_string()),
    ]
    .boxed()
}

/// An IPv6 address in brackets: eight pieces, compressed with `::`, or
/// with an IPv4 tail; lowercase or uppercase, with leading zeros or not.
pub fn ip6() -> BoxedStrategy<String> {
    let piece = any::<u16>().prop_map(|p| format!("{p:x}"));
    prop_oneof![
        vec(piece.clone(), 8).prop_map(|p| format!("[{}]", p.join(":"))),
        (vec(piece.clone(), 0..=3), vec(piece.clone(), 0..=3)).prop_map(|(a, b)| format!(
            "[{}::{}]",
            a.join(":"),
            b.join(":")
        )),
        (vec(piece, 0..=4), any::<[u8; 4]>())
            .prop_map(|(a, [w, x, y, z])| format!("[{}::{w}.{x}.{y}.{z}]", a.join(":"))),
        Just("[::]".to_owned()),
        Just("[0:0:0:0:0:0:0:1]".to_owned()),
        Just("[ABCD::EF01]".to_owned()),
    ]
    .boxed()
}

/// A domain that host processing takes: labels of letters, digits and
/// single hyphens that start with a letter (so that the last is no number)
/// and end in a letter or digit, as strict domain-to-ASCII wants them, or a
/// Unicode label; in the lenient flavour also percent-encoded, fullwidth and
/// ideographic-full-stop forms.
fn domain(flavour: Flavour) -> BoxedStrategy<String> {
    let label = prop_oneof![
        "[a-zA-Z](-?[a-zA-Z0-9]){0,7}",
        "[a-z]",
        select(vec!["bücher", "中国", "ÄÖÜ", "xn--bcher-kva", "localhost"]).prop_map(str::to_owned),
    ];
    let plain = vec(label, 1..=4).prop_map(|l| l.join("."));
    if flavour == Flavour::Strict {
        return plain.boxed();
    }
    let odd = select(vec![
        "ex%41mple",
        "ｅｘａｍｐｌｅ.com",
        "a。b",
        "EXAMPLE.com.",
    ]);
    prop_oneof![3 => plain, 1 => odd.prop_map(str::to_owned)].boxed()
}

/// `opaque-host` (`hchar`: not `% # ? / : @`, no NUL, space, `< > [ \ ] ^ |`).
fn opaque_host(flavour: Flavour) -> BoxedStrategy<String> {
    chars(
        COMMON,
        &["\"", "`", "{", "}", "\u{1}", "%", "%4"],
        flavour,
        1,
        8,
    )
    // Not empty, and not ending in c0-space, which preprocessing would trim
    // when the host ends the string.
    .prop_map(|s| match s.ends_with(|c: char| c <= ' ') || s.is_empty() {
        true => s + "h",
        false => s,
    })
    .boxed()
}

/// `host ::= [ ip6-address ] | opaque-host`, as `mode` reads it: an opaque
/// host in generic mode; a domain or an IPv4 address (which the grammar
/// reads as an opaque host, host processing as what it is) in web and file
/// mode.
pub fn host(mode: Mode, flavour: Flavour) -> BoxedStrategy<String> {
    match mode {
        Mode::Generic => prop_oneof![3 => opaque_host(flavour), 1 => ip6()].boxed(),
        Mode::Web | Mode::File => {
            prop_oneof![3 => domain(flavour), 1 => ip4(flavour), 1 => ip6()].boxed()
        }
    }
}

/// `port ::= ε | digit+`: a number below 2^16, maybe with leading zeros;
/// lenient also the empty port.
pub fn port(flavour: Flavour) -> BoxedStrategy<String> {
    let number = ("0{0,3}", any::<u16>()).prop_map(|(z, n)| format!("{z}{n}"));
    match flavour {
        Flavour::Strict => number.boxed(),
        Flavour::Lenient => prop_oneof![4 => number, 1 => Just(String::new())].boxed(),
    }
}

/// `authority ::= [ userinfo @ ] host [ : port ]` (no userinfo when strict;
/// no port in file mode, where forcing rejects one).
pub fn authority(mode: Mode, flavour: Flavour) -> BoxedStrategy<String> {
    let info = match flavour {
        Flavour::Strict => Just(None).boxed(),
        Flavour::Lenient => option::of(userinfo(flavour)).boxed(),
    };
    let port = match mode {
        Mode::File => Just(None).boxed(),
        _ => option::of(port(flavour)).boxed(),
    };
    (info, host(mode, flavour), port)
        .prop_map(|(info, host, port)| {
            let mut s = info.map(|i| format!("{i}@")).unwrap_or_default();
            s += &host;
            if let Some(p) = port {
                s += ":";
                s += &p;
            }
            s
        })
        .boxed()
}

/// `dir ::= ( pct | pchar )*`: segments, dotted ones included.
pub fn dir(flavour: Flavour) -> BoxedStrategy<String> {
    prop_oneof![
        3 => chars(COMMON, LENIENT_EXTRA, flavour, 0, 5),
        1 => select(vec![".", "..", "%2e", "%2E%2e", ".%2E", "", "a@b", "x:y", ";=", "c:"])
            .prop_map(str::to_owned),
    ]
    .boxed()
}

/// `file ::= ( pct | pchar )+`.
pub fn file(flavour: Flavour) -> BoxedStrategy<String> {
    dir(flavour)
        .prop_map(|s| if s.is_empty() { "f".into() } else { s })
        .boxed()
}

/// `drive ::= alpha ( : | | )`.
pub fn drive() -> BoxedStrategy<String> {
    ("[a-zA-Z]", select(vec![":", "|"]))
        .prop_map(|(l, s)| format!("{l}{s}"))
        .boxed()
}

/// `query ::= ( pct | qchar )*`: also `/ ? : @ ; =`.
pub fn query(flavour: Flavour) -> BoxedStrategy<String> {
    prop_oneof![
        3 => chars(COMMON, LENIENT_EXTRA, flavour, 0, 6),
        1 => chars(&["/", "?", ":", "@", ";", "=", "a", "&"], &["\\", " "], flavour, 0, 6),
    ]
    .boxed()
}

/// `fragment ::= ( pct | fchar )*`: also `/ ? : @ ; =`, and `#` (class `T`)
/// when lenient.
pub fn fragment(flavour: Flavour) -> BoxedStrategy<String> {
    prop_oneof![
        3 => chars(COMMON, LENIENT_EXTRA, flavour, 0, 6),
        1 => chars(&["/", "?", ":", "@", ";", "=", "a"], &["#", "\\", " "], flavour, 0, 6),
    ]
    .boxed()
}

/// The separator `s` of `mode`: `/`, or in web and file mode when lenient
/// also `\`.
fn separator(mode: Mode, flavour: Flavour) -> BoxedStrategy<&'static str> {
    match (mode, flavour) {
        (Mode::Generic, _) | (_, Flavour::Strict) => Just("/").boxed(),
        _ => select(vec!["/", "/", "\\"]).boxed(),
    }
}

/// `path-rel ::= ( dir s )* [ file ]`, written with separators of `mode`.
pub fn path_rel(mode: Mode, flavour: Flavour) -> BoxedStrategy<String> {
    (
        vec((dir(flavour), separator(mode, flavour)), 0..=3),
        option::of(file(flavour)),
    )
        .prop_map(|(dirs, file)| {
            let mut s: String = dirs.into_iter().map(|(d, sep)| d + sep).collect();
            s += file.as_deref().unwrap_or("");
            s
        })
        .boxed()
}

/// The parts of a URL-string before they are joined.
#[derive(Debug, Clone)]
struct Parts {
    scheme: Option<String>,
    authority: Option<String>,
    drive: Option<String>,
    root: bool,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

/// `url ::= [ scheme : ] ( auth-path | path ) [ ? query ] [ # fragment ]`,
/// in `mode`: a URL with a scheme of the mode, or a relative reference (to
/// be read with `mode` as the fallback). Strict strings keep the rules that
/// close "URL Grammar": a web URL with a scheme has a non-empty host, a
/// file URL with a scheme an authority (so that forcing has nothing to
/// complete); a path after an authority or a drive starts at a path-root;
/// an opaque path has no `/` (of class `T` in it).
/// Lenient strings are also surrounded by spaces or carry a tab.
pub fn url(mode: Mode, flavour: Flavour) -> BoxedStrategy<String> {
    let drive = match mode {
        Mode::File => option::of(drive()).boxed(),
        _ => Just(None).boxed(),
    };
    let parts = (
        option::of(scheme(mode)),
        option::of(authority(mode, flavour)),
        drive,
        any::<bool>(),
        path_rel(mode, flavour),
        option::of(query(flavour)),
        option::of(fragment(flavour)),
    )
        .prop_map(
            move |(scheme, authority, drive, root, path, query, fragment)| {
                let mut p = Parts {
                    scheme,
                    authority,
                    drive,
                    root,
                    path,
                    query,
                    fragment,
                };
                if flavour == Flavour::Strict && p.scheme.is_some() {
                    match mode {
                        Mode::Web if p.authority.is_none() => p.authority = Some("h".into()),
                        Mode::File if p.authority.is_none() => p.authority = Some(String::new()),
                        // An opaque path: `/` is of class T in it.
                        Mode::Generic if p.authority.is_none() && !p.root => {
                            p.path = p.path.replace('/', "%2F")
                        }
                        _ => {}
                    }
                }
                let bare = p.scheme.is_none() && p.authority.is_none() && p.drive.is_none();
                if bare && !p.root {
                    // The string starts with the path, whose leading
                    // c0-space preprocessing trims (a lenient path may have
                    // some): what follows must be the path's start.
                    p.path = p.path.trim_start_matches(|c: char| c <= ' ').to_owned();
                    // A relative path's first segment with a `:` would read
                    // as a scheme (RFC 3986's `segment-nz-nc`), lenient or
                    // strict.
                    let end = p.path.find(['/', '\\']).unwrap_or(p.path.len());
                    let first = p.path[..end].replace(':', "%3A");
                    p.path.replace_range(..end, &first);
                }
                p
            },
        );
    let sep = separator(mode, flavour);
    let pad = match flavour {
        Flavour::Strict => Just(("", "", "")).boxed(),
        Flavour::Lenient => {
            select(vec![("", "", ""), (" ", "", "\t"), ("\u{1}", "\n", " ")]).boxed()
        }
    };
    (parts, sep, pad)
        .prop_map(|(p, sep, (before, inside, after))| {
            let mut s = String::from(before);
            if let Some(scheme) = &p.scheme {
                s += scheme;
                s += ":";
            }
            if let Some(a) = &p.authority {
                s += sep;
                s += sep;
                s += inside;
                s += a;
            }
            if let Some(d) = &p.drive {
                s += sep;
                s += d;
            }
            // The path-root constraint: a path after an authority or a
            // drive needs its root.
            let has_prefix = p.authority.is_some() || p.drive.is_some();
            if p.root || (has_prefix && !p.path.is_empty()) {
                s += sep;
            }
            // An empty first dir would make `s s`, the start of an
            // authority: a `.` dir before it, as "Normalise for Printing"
            // does.
            if !has_prefix && p.path.starts_with(['/', '\\']) {
                s += ".";
            }
            s += &p.path;
            if let Some(q) = &p.query {
                s += "?";
                s += q;
            }
            if let Some(f) = &p.fragment {
                s += "#";
                s += f;
            }
            s += after;
            s
        })
        .boxed()
}

/// Strings built from pieces that matter to URL parsing, so that random
/// input reaches the interesting rules instead of failing at the scheme:
/// sigils, separators, drives, ports, IPv6 hosts, percent-encodings valid
/// and not, spaces and non-ASCII; or any string at all.
pub fn url_like() -> BoxedStrategy<String> {
    const PIECES: &[&str] = &[
        "http:", "file:", "sc:", "HTTP:", "c:", "//", "\\\\", "/", "\\", "?", "#", ":", "@", "%",
        "%41", "%4", "[", "]", "[::1]", "[1:2::3]", ":80", ":65536", "user", "host", "a", "Z", "0",
        "9", ".", "..", "C|", "c:", " ", "é", "中", "💩", "\u{0}", "|", "<", "\t", "0x7f.1",
    ];
    prop_oneof![
        "[/\\\\:@?#%\\[\\]a-zA-Z0-9 .|é中]{0,40}",
        vec(select(PIECES), 0..14).prop_map(|v| v.concat()),
        any::<String>(),
    ]
    .boxed()
}
