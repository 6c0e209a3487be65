//! One snapshot per production: `snapshots/<rule>.snap`.
//!
//! Each rule runs on its list of inputs in every parser mode; where modes
//! agree the result is printed once, with the modes listed. For each result
//! the snapshot shows ok or error, the tokens (rule name, indented by depth,
//! byte offsets, text), the rest of the input and the computed value; an
//! error shows its kind, message and span. Review with `cargo insta review`.
//!
//! The inputs are valid, lenient-only and rejected strings; many are inputs
//! of the WPT URL suite (`urltestdata.json`), copied here after
//! preprocessing (the rules parse preprocessed text).

use std::fmt::Write as _;

use specurl::grammar::{run, Mode, Rule, Span};

/// Strings are shown between quotes as they are: only control and invisible
/// characters are escaped (`\u{1f}`), so that `\` and `"` read as themselves.
fn show(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        if matches!(c, '\\' | '"' | '\'') {
            out.push(c);
        } else {
            out.extend(c.escape_debug());
        }
    }
    out.push('"');
    out
}

fn range(span: &Span<'_>) -> String {
    let start = span.location_offset();
    format!("{start}..{}", start + span.fragment().len())
}

/// The result of `rule` on `input` in `mode`, one line per fact.
fn render(rule: Rule, mode: Mode, input: &str) -> String {
    let mut out = String::new();
    match run(rule, mode, Span::new(input)) {
        Ok(parsed) => {
            let _ = writeln!(
                out,
                "ok, rest {} {}",
                range(&parsed.rest),
                show(parsed.rest.fragment())
            );
            for (depth, token) in &parsed.tokens {
                let name = format!("{:indent$}{}", "", token.rule().name(), indent = 2 * depth);
                let _ = writeln!(
                    out,
                    "  {name:<28} {:<9} {}",
                    range(&token.span()),
                    show(token.span().fragment())
                );
            }
            if let Some(value) = &parsed.value {
                let _ = writeln!(out, "  = {value}");
            }
        }
        Err(e) => {
            let _ = writeln!(out, "error {:?}: {}", e.kind, e.kind);
            let _ = writeln!(out, "  at {} {}", range(&e.span), show(e.span.fragment()));
        }
    }
    out
}

/// The block of one input: its results, grouped by the modes that agree.
fn block(rule: Rule, input: &str) -> String {
    let mut groups: Vec<(Vec<Mode>, String)> = Vec::new();
    for mode in Mode::ALL {
        let r = render(rule, mode, input);
        match groups.iter_mut().find(|(_, text)| *text == r) {
            Some((modes, _)) => modes.push(mode),
            None => groups.push((vec![mode], r)),
        }
    }
    let mut out = format!("── {}", show(input));
    if rule == Rule::Url {
        // The mode a real parse would use: the scheme's, or, when the
        // fallback decides, the base's.
        let mode = Mode::sniff(input, Mode::Generic);
        if mode == Mode::sniff(input, Mode::Web) {
            let _ = write!(out, "   (its scheme selects {mode})");
        } else {
            out.push_str("   (schemeless: the base selects the mode)");
        }
    }
    out.push('\n');
    for (modes, text) in groups {
        let names: Vec<&str> = modes.iter().map(|m| m.name()).collect();
        let _ = write!(out, "[{}] {text}", names.join(", "));
    }
    out
}

/// The production lines of `rule` in `grammar/url.bnf`, for the snapshot's
/// description.
fn production(rule: Rule) -> String {
    include_str!("../grammar/url.bnf")
        .lines()
        .filter(|l| {
            l.split_once("::=")
                .is_some_and(|(name, _)| name.trim() == rule.name())
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn snapshot(rule: Rule, inputs: &[&str]) {
    let minimum = if rule == Rule::Url { 60 } else { 10 };
    assert!(
        inputs.len() >= minimum,
        "{rule}: {} inputs, want at least {minimum}",
        inputs.len()
    );
    let text: String = inputs.iter().map(|i| block(rule, i) + "\n").collect();
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.set_description(production(rule));
    settings.bind(|| insta::assert_snapshot!(rule.name(), text));
}

macro_rules! snapshots {
    ($($test:ident: $rule:ident => $inputs:expr;)*) => {
        $(
            #[test]
            fn $test() {
                snapshot(Rule::$rule, $inputs);
            }
        )*

        /// Every rule has a snapshot test above.
        #[test]
        fn every_rule_has_a_snapshot_test() {
            let tested = [$(Rule::$rule),*];
            for rule in Rule::ALL {
                assert!(tested.contains(rule), "no snapshot test for {rule}");
            }
            assert_eq!(tested.len(), Rule::ALL.len());
        }
    };
}

snapshots! {
    url: Url => URL;
    scheme: Scheme => &[
        "http", "HTTP:", "web+demo:x", "a1234567890-+.:foo", "git+https://x", "1http:",
        "+a", "", "é:", "a", "sc:", "-x", ":foo", "h t:", "C|",
    ];
    auth_path: AuthPath => &[
        "//host/path", "\\\\host\\path", "//", "///", "//a:b@c:1/d", "//h?q", "//h#f",
        "/\\server/file", "\\/localhost//pig", "//[::1]/", "//:80", "//user@/x", "/path",
        "path", "", "//C:/x", "///C:/x", "/C:/x", "C:/x", "C|", "//host/C:/x", "//host/C:x",
        "//C|/foo/bar",
    ];
    auth_drive: AuthDrive => &[
        "C:", "c|/x", "/c:", "/c:/x", "\\c:\\x", "//c:", "//c:/x", "\\\\c|\\x", "///c:/x",
        "////c:/x", "//host/c:/x", "//host/c:", "//host", "//host/x", "/c:x", "c:x", "//c|?q",
        "//c:#f", "//c:x", "/", "", "x", "//h:x/c:",
    ];
    auth_drive_invalid: AuthDriveInvalid => &[
        "C:", "C|/x", "c:\\x", "//c:/", "\\\\c:", "/\\c|", "c:?q", "c:#f", "/C:/x", "///c:",
        "c:x", "//host/c:", "1:", "//c:x", "",
    ];
    authority_empty: AuthorityEmpty => &[
        "", "C:/", "host", "//x", "@", ":", "/", "?q", "#f", "é",
    ];
    authority: Authority => &[
        "host", "host:80", "u:p@h:1", "u@v:pw@[::1]:8080/x", "", "/x", "?q", "#f", "user@",
        "@host", ":80", "u@:80", "a b", "h:b", "h:65536", "h:", "h:8a", "[::1", "[::1]x",
        "[::1]:80", "a@b@c", "h\\x", "%41:%zz@h", "é@é", "ho%00st", "[v1.x]", "::@c@d:2",
        "&a:foo(b]c@d:2/", "a<b", "a|b/", "a\u{0}b",
    ];
    userinfo: Userinfo => &[
        "a:b:c", "", ":", "a", ":b", "a@b:c@d", "%41:%", "é:💩", "a/b:c", "a\\b:c\\d",
        "a?b", "a#b", " !\"$&'()*+,-.;<=>[]^_`{|}~:x",
    ];
    username: Username => &[
        "user", "u@v:c", "", ":", "a%zzb", "a\\b", "a/b", "a?b", "a#b", "é😀", "a b", "%25DOMAIN",
    ];
    password: Password => &[
        "pw", "a:@b/c", "", "a\\b", "a%2", "a?b", "a#b", ":::", " !\"$&'()*+,-.:;<=>@[]^_`{|}~",
        "x/y", "💩",
    ];
    host: Host => &[
        "[::1]:80", "[::1", "example.com", "", "[]", "[:]", "[v1.fe]", "ex%41mple", "a b", "a<b",
        "[::1]x", "[google.com]", ":80", "a\\b", "%zz", "[::1]]", "[1:2:3:4:5:6:7:8]/",
        "[::%31]", "ñ.test/",
    ];
    opaque_host: OpaqueHost => &[
        "ex%41mple:80", "", "a b", "a<b", "a\\b", "ñ.test", "a^b", "%", "a@b", "\"`{}", "a|b",
        "a[b", "!\"$&'()*+,-.;=_`{}~/", "a\u{0}b", "a\u{1f}b",
    ];
    port: Port => &[
        "80", "0080/", "", "/", "65535", "65536", "00000000000000000000080", "99999999999999999999",
        "8a", "-80", " 21", "0", "4294967377", "\\",
    ];
    path: Path => &[
        "/a/b", "a/b", "", "/", "a\\b\\c", "//", "/a?q", "#f", "../..", "%2e%2E/x", "c:/x",
        "a b/ c", "\\x", ":foo.com\\",
    ];
    path_root: PathRoot => &[
        "/", "/x", "\\", "\\x", "", "x/", "%2F", "?/", "#/", "//", "\\/",
    ];
    path_rel: PathRel => &[
        "a/b\\c?q", "", "a", "a/", "/a", "a/b/c#f", "../x", "a%2fb/c", "?q", "\\\\", "a b/c d",
        "foo/bar.com/", "./test.txt",
    ];
    dir: Dir => &[
        "a\\b/c", "", "/", "a%zz/b", "a?b", "a#b", "..", "x\\", "é/", "%2e%2E/", "a b/",
    ];
    file: File => &[
        "x.html?q", "?q", "", "a/b", "a\\b", "%", "#", ".", "é", "a b", "bar.html#f",
    ];
    drive: Drive => &[
        "c|/", "C:", "c", "1:", ":", "cc:", "é:", "c/", "Z|x", "", "a:b", "c:\\",
    ];
    query: Query => &[
        "a=1?b#f", "", "#", "?", "%GH", "a b", "'", "\u{0}", "\\", "/x?y", "%23%23", "a#b#c",
    ];
    fragment: Fragment => &[
        "a#b", "", "#", "%zz", "<foo> <bar>", "\u{0}y", "é", "?x", "\\/", "`", "f#g",
    ];
    pct: Pct => &[
        "%41", "%", "%4", "%4g", "%zz", "%%41", "x%41", "", "%FF", "%fF", "%G0",
    ];
    pct_encoded_byte: PctEncodedByte => &[
        "%2F", "%2G", "%", "%4", "%FFx", "x", "", "%%", "%aa", "%0G", "%e9",
    ];
    pct_encoded_bytes: PctEncodedBytes => &[
        "%C3%A9", "%41%42%43x", "%41%4", "%41%zz", "%", "%4", "x%41", "", "%E4%B8%AD%2F/", "%FF%FE",
        "%41%",
    ];
    pct_invalid: PctInvalid => &[
        "%4g", "%41", "%", "%4", "%zz", "%g1", "", "x%", "%%", "%A", "%A%",
    ];
    uncoded: Uncoded => &[
        "ab%20", "", "%", "abc", "é%", "a b", "%%", "/?#", "x%41", "\u{0}", "\\",
    ];
    pct_encoded_string: PctEncodedString => PCT_STRINGS;
    pct_encoded_string_lenient: PctEncodedStringLenient => PCT_STRINGS;
    ip4_address: Ip4Address => &[
        "0x7f.1", "1.2.3.4", "1.2.3.4.", "1.256.3.4", "4294967295", "4294967296", "1.2.3.4.5",
        "0x", "0x.0x.0", "00.00.00.00", "09", "1.2.3.09", "999999999", "192.168.257", "",
        "foo", "0..0x300", "0xffffffff1", "0000000000000000000000000000000000000000177.0.0.1",
        "18446744073709551616", "1.2.3.4/", "0x7f.0.0.0x7g", "192.0x00A80001",
    ];
    ip4_number: Ip4Number => &[
        "0x1F", "017", "0x", "09", "0", "00", "123abc", "0X", "x", "", "08", "0xg",
        "18446744073709551616", "1", "0178",
    ];
    ip4_address_strict: Ip4AddressStrict => &[
        "127.0.0.1", "127.1", "255.255.255.255", "256.0.0.1", "01.2.3.4", "1.2.3.4.",
        "1.2.3.4.5", "0.0.0.0", "1.2.3", "", "1.2.3.04", "1.2.3.256", "1.2.3.4]",
    ];
    dec_octet: DecOctet => &[
        "255", "256", "01", "0", "9", "99", "199", "249", "250", "260", "", "x", "1000",
    ];
    ip6_address: Ip6Address => IP6;
    ip6_address_strict: Ip6AddressStrict => IP6;
    h16: H16 => &[
        "abcde", ":1", "", "0", "ffff", "FFFF:", "g", "12", "123", "1234", "1.2",
    ];
    ls32: Ls32 => &[
        "1:2", "1.2.3.4", "1", "", "1:", ":1", "ffff:ffff", "1.2.3", "256.1.1.1", "1:2:3",
        "abcd:12345", "1.2.3.4.5", "1.2.3.04",
    ];
}

/// Shared by the strict and the lenient rule, so the two snapshots can be
/// compared line by line.
const PCT_STRINGS: &[&str] = &[
    "a%20b%zz",
    "",
    "%",
    "%41%42",
    "abc",
    "%4",
    "100%",
    "%%41",
    "a%2",
    "%41%zz%42",
    "foo%2Â©zbar",
    "%NBD",
    "%1G",
];

/// Shared by the loose and the strict rule, so the two snapshots can be
/// compared line by line: they must agree on what they accept.
const IP6: &[&str] = &[
    "::",
    "::1",
    "1::",
    "1:2:3:4:5:6:7:8",
    "1:2:3:4:5:6:7::",
    "::2:3:4:5:6:7:8",
    "1:2:3:4:5:6:7:8:9",
    "0:1:2:3:4:5:6:7:8",
    "1:2:3:4::5:6:7:8",
    "::ffff:1.2.3.4",
    "1:2:3:4:5:6:1.2.3.4",
    "1:2:3:4:5:6:7:1.2.3.4",
    "1:2:3:4:5::1.2.3.4",
    "1:2:3:4:5:6::1.2.3.4",
    "::127.0.0.1",
    "::127.0.0.1.",
    "::127.0.0.0.1",
    "1.2.3.4",
    "1.2.3.4::",
    "::1.2.3",
    "::1.2.",
    "::.1.2",
    "::01.2.3.4",
    "::1.2.3.4x",
    "0::0::0",
    "0:.0",
    "0:0:",
    ":1::",
    ":::",
    "",
    "12345::",
    "1:0::",
    "0:1:2:3:4:5:6:7.0.0.0.1",
    "0:1.23.23",
    "0:1.00.0.0.0",
    "0:1.290.0.0.0",
    "2001::1]:80",
    "google.com",
    "::%31",
    "fe80::1%25eth0",
    "0:0:0:0:0:0:13.1.68.3",
    "1:2:0:0:5:0:0:0",
    "FFFF::abcd",
    "1::2:3:4:5:6:7",
    "1::2:3:4:5:6:7:8",
];

/// `url`: inputs of the WPT URL suite (preprocessed) and a few more, in
/// the suite's order.
const URL: &[&str] = &[
    // Web URLs: components, ports, sigils.
    "http://user:pass@foo:21/bar;par?b#c",
    "https://test:@test",
    "non-special://:@test/x",
    "http:foo.com",
    ":foo.com/",
    "http://f:21/ b ? d # e ",
    "lolscheme:x x#x x",
    "http://f:/c",
    "http://f:00000000000000000000080/c",
    "http://f:b/c",
    "sc://a:b/",
    "http://f: /c",
    "http://f:999999/c",
    "http://f:4294967377/c",
    "",
    "#\\",
    "\\\\x\\hello",
    "::23",
    "foo://",
    "http://::@c@d:2",
    "http://&a:foo(b]c@d:2/",
    "http:\\\\a\\b:c\\d@foo.com\\",
    "ws://a@b\\c",
    "foo://///////bar.com/",
    "foo:////://///",
    "c:/foo",
    "http://foo/path;a??e#f#g",
    "[61:24:74]:98",
    // Hosts.
    "http://[1::2]:3:4",
    "http://2001::1]",
    "http://[::127.0.0.1]",
    "http://[::127.0.0.1.]",
    "http://[0:1:2:3:4:5:6:7.0.0.0.1]",
    "http://[]",
    "http://example example.com",
    "http://a%b/",
    "sc://%/",
    "sc://a\u{0}b/",
    "sc://a\\b/",
    "non-special://host\\a",
    "non-special://[1:2::3]:80/",
    "non-special://[:80/",
    "data://[:1]",
    // Userinfo and missing hosts.
    "http://www.@pple.com",
    "https://@test@test@example:800/",
    "http://`{}:`{}@h/`{}?`{}",
    "https://user:pass[\u{7f}@foo/bar",
    "http://user:pass@/",
    "http://@:www.example.com",
    "http:/:@/www.example.com",
    "sc://@/",
    "sc://te@s:t@/",
    "sc://:12/",
    // Paths, lenient percent-encoding.
    "http:/example.com/",
    "http://example.com/foo%2zbar",
    "http://example.com/foo%",
    "http://example.org/test?%GH",
    "wss://host/ !\"$%&'()*+,-./:;<=>@[\\]^_`{|}~",
    "https://x/\u{0}y",
    "data:text/plain,test#<foo> <bar>",
    "sc:\\../",
    "wow:%NBD",
    "non-special:\\\\opaque\\path",
    "a1234567890-+.:foo/bar",
    "urn:ietf:rfc:2648",
    "tag:joe@example.org,2001:foo/bar",
    "blob:https://example.com:443/",
    // File URLs and drives.
    "file://example:1/",
    "file://[example]/",
    "file:c:\\foo\\bar.html",
    "File:c|////foo\\bar.html",
    "C|/foo/bar",
    "/C|\\foo\\bar",
    "//C|/foo/bar",
    "/\\server/file",
    "file:///w|m",
    "file:///w|/m",
    "file:C||/m/",
    "file:\\\\//",
    "file://localhost//a//../..//foo",
    "\\/localhost//pig",
    "//d:/..",
    "file:///Y:",
    "\\\\\\.\\Y:",
    "file:.//p",
    "file:///C:/",
    "file://C:/",
    "file://example.net/C:/",
    "file://[1::8]/C:/",
    "///C:/",
    "file://C%7C",
    "file://host/c:x",
    "file:?q=v",
];
