//! Properties of the grammar, over generated inputs.
//!
//! (a) `url` tokenizes losslessly: the text between its leaf tokens is
//!     exactly the sigils the URL model pairs with them, and sigils and
//!     tokens together are the input.
//! (b) Every rule, in every mode, on any string: no panic, and a success
//!     leaves a `rest` that is a suffix of the input, with tokens and
//!     errors that point into it.
//! (c) `ip6-address` (loose) and `ip6-address-strict` accept the same
//!     strings with the same pieces, and both agree with a transcription of
//!     the WHATWG IPv6 parser kept here as an oracle.

use proptest::prelude::*;
use proptest::sample::select;

use specurl::grammar::{self, run, Mode, Rule, Span};

/// Pieces of URLs, so that generated strings often have structure: sigils,
/// the characters the grammar splits on, drives, ports, IPv6 hosts,
/// percent-encodings valid and not, spaces and non-ASCII.
const URL_PIECES: &[&str] = &[
    "http:", "file:", "sc:", "HTTP:", "c:", "//", "\\\\", "/", "\\", "?", "#", ":", "@", "%",
    "%41", "%4", "[", "]", "[::1]", "[1:2::3]", ":80", ":65536", "user", "host", "a", "Z", "0",
    "9", ".", "..", "C|", "c:", " ", "é", "中", "💩", "\u{0}", "|", "<",
];

/// Strings biased toward URL characters, or built from URL pieces.
fn url_like() -> impl Strategy<Value = String> {
    prop_oneof![
        "[/\\\\:@?#%\\[\\]a-zA-Z0-9 .|é中]{0,40}",
        prop::collection::vec(select(URL_PIECES), 0..14).prop_map(|v| v.concat()),
        any::<String>(),
    ]
}

/// Inputs of the WPT suite (preprocessed) that the grammar accepts in the
/// mode their scheme selects, or in every mode when schemeless: each with
/// an authority, a userinfo, a port, a drive, dirs, a query or a fragment,
/// so that every sigil is exercised.
const WPT_URLS: &[&str] = &[
    "http://user:pass@foo:21/bar;par?b#c",
    "https://test:@test",
    "non-special://:@test/x",
    "http://f:21/ b ? d # e ",
    "http://f:/c",
    "http://::@c@d:2",
    "http:\\\\a\\b:c\\d@foo.com\\",
    "ws://a@b\\c",
    "foo://///////bar.com/",
    "http://[::127.0.0.1]",
    "non-special://[1:2::3]:80/",
    "https://@test@test@example:800/",
    "http://`{}:`{}@h/`{}?`{}",
    "file:c:\\foo\\bar.html",
    "File:c|////foo\\bar.html",
    "/C|\\foo\\bar",
    "file://C|/foo/bar",
    "\\/localhost//pig",
    "file:///C:/",
    "file://example.net/C:/",
    "file://[1::8]/C:/",
    "file:?q=v",
    "#\\",
    "?x",
    "",
    "data:text/html,test#test",
    "http://example.com/foo/%2e%2",
];

fn mode() -> impl Strategy<Value = Mode> {
    select(Mode::ALL.to_vec())
}

/// Whether `gap` is the sigil sequence `pattern`, where `S` stands for one
/// `s` of the mode and every other character for itself.
fn is_sigils(mode: Mode, gap: &str, pattern: &str) -> bool {
    let mut gap = gap.chars();
    for p in pattern.chars() {
        let Some(c) = gap.next() else { return false };
        let ok = match p {
            'S' => c == '/' || (c == '\\' && mode != Mode::Generic),
            _ => c == p,
        };
        if !ok {
            return false;
        }
    }
    gap.next().is_none()
}

/// Walks the tokens of a successful `url` parse of `input` and rebuilds the
/// input from the sigils between leaf tokens and the tokens' texts. Returns
/// whether `url` accepted the input.
fn check_lossless(mode: Mode, input: &str) -> Result<bool, TestCaseError> {
    let Ok(parsed) = run(Rule::Url, mode, Span::new(input)) else {
        return Ok(false);
    };
    prop_assert!(parsed.rest.fragment().is_empty(), "url leaves no rest");
    let mut rebuilt = String::new();
    let mut pos = 0usize;
    // The sigil owed after the previous leaf (`:` after the scheme, `s`
    // after a dir).
    let mut owed = "";
    let mut userinfo = false;
    for (_, token) in &parsed.tokens {
        let start = token.span.location_offset();
        let end = start + token.span.fragment().len();
        // What must come between the previous leaf and this token; `None`
        // for the tokens that are not leaves of the walk.
        let before = match token.rule {
            Rule::Authority | Rule::AuthorityEmpty => Some("SS"),
            Rule::Userinfo => {
                userinfo = true;
                None
            }
            Rule::Scheme | Rule::Username | Rule::PathRoot | Rule::Dir | Rule::File => Some(""),
            Rule::AuthDriveInvalid => Some(""),
            Rule::Password | Rule::Port => Some(":"),
            Rule::Host => Some(if userinfo { "@" } else { "" }),
            Rule::Drive => Some("S"),
            Rule::Query => Some("?"),
            Rule::Fragment => Some("#"),
            // The parts of a host: inside a leaf already walked.
            _ => None,
        };
        let Some(before) = before else { continue };
        prop_assert!(start >= pos, "{:?} starts before {pos}", token);
        let gap = &input[pos..start];
        let pattern = format!("{owed}{before}");
        prop_assert!(
            is_sigils(mode, gap, &pattern),
            "between {pos} and {:?}: {gap:?}, want {pattern:?}",
            token
        );
        rebuilt.push_str(gap);
        // The authority and the userinfo are compound: their leaves follow,
        // starting where they start.
        if matches!(token.rule, Rule::Authority | Rule::AuthorityEmpty) {
            pos = start;
            owed = "";
            continue;
        }
        rebuilt.push_str(token.span.fragment());
        pos = end;
        owed = match token.rule {
            Rule::Scheme => ":",
            Rule::Dir => "S",
            _ => "",
        };
    }
    let tail = &input[pos..];
    prop_assert!(
        is_sigils(mode, tail, owed),
        "after the last token: {tail:?}, want {owed:?}"
    );
    rebuilt.push_str(tail);
    prop_assert_eq!(rebuilt, input);
    Ok(true)
}

/// Every span a rule reports lies in `input` and has the text found there.
fn check_span(input: &str, span: &Span<'_>) -> Result<(), TestCaseError> {
    let start = span.location_offset();
    let end = start + span.fragment().len();
    prop_assert!(end <= input.len(), "span {start}..{end} past the end");
    prop_assert_eq!(input.get(start..end), Some(*span.fragment()));
    Ok(())
}

/// (b) for one input: every rule in every mode.
fn check_all_rules(input: &str) -> Result<(), TestCaseError> {
    for &rule in Rule::ALL {
        for mode in Mode::ALL {
            match run(rule, mode, Span::new(input)) {
                Ok(parsed) => {
                    check_span(input, &parsed.rest)?;
                    prop_assert!(
                        input.ends_with(parsed.rest.fragment()),
                        "{rule} in {mode}: rest is not a suffix"
                    );
                    prop_assert_eq!(
                        parsed.rest.location_offset() + parsed.rest.fragment().len(),
                        input.len()
                    );
                    for (_, token) in &parsed.tokens {
                        check_span(input, &token.span)?;
                        // Tokens lie in what the rule consumed.
                        prop_assert!(
                            token.span.location_offset() + token.span.fragment().len()
                                <= parsed.rest.location_offset(),
                            "{rule} in {mode}: {token:?} overlaps the rest"
                        );
                    }
                }
                Err(e) => check_span(input, &e.span)?,
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn url_tokenizes_losslessly(mode in mode(), input in url_like()) {
        check_lossless(mode, &input)?;
    }

    #[test]
    fn url_tokenizes_wpt_inputs_losslessly(input in select(WPT_URLS), mode in mode()) {
        // Mode::sniff as a real parse would, with `mode` as the base's.
        let mode = Mode::sniff(input, mode);
        prop_assert!(check_lossless(mode, input)?, "{input:?} in {mode} should parse");
    }

    #[test]
    fn every_rule_leaves_a_suffix(input in url_like()) {
        check_all_rules(&input)?;
    }

    #[test]
    fn tokenize_never_panics(mode in mode(), input in url_like()) {
        // Preprocessing, mode selection and parsing together.
        let source = specurl::Source::new(&input);
        if let Ok(url) = grammar::tokenize(&source, mode) {
            let n = url.path.dir_iter().count();
            prop_assert!(n <= source.text().len());
        }
    }
}

// (c) ---------------------------------------------------------------------

/// The WHATWG URL standard's IPv6 parser ("host parsing › IPv6 parser"),
/// transcribed step by step from the standard: the oracle that the loose
/// rule must match. `None` is failure.
fn whatwg_ipv6(input: &str) -> Option<[u16; 8]> {
    let s = input.as_bytes();
    let c = |p: usize| s.get(p).copied();
    let mut address = [0u16; 8];
    let mut piece_index = 0usize;
    let mut compress: Option<usize> = None;
    let mut pointer = 0usize;
    if c(pointer) == Some(b':') {
        if c(pointer + 1) != Some(b':') {
            return None;
        }
        pointer += 2;
        piece_index += 1;
        compress = Some(piece_index);
    }
    while c(pointer).is_some() {
        if piece_index == 8 {
            return None;
        }
        if c(pointer) == Some(b':') {
            if compress.is_some() {
                return None;
            }
            pointer += 1;
            piece_index += 1;
            compress = Some(piece_index);
            continue;
        }
        let (mut value, mut length) = (0u32, 0usize);
        while length < 4 {
            match c(pointer).and_then(|b| (b as char).to_digit(16)) {
                Some(d) => {
                    value = value * 16 + d;
                    pointer += 1;
                    length += 1;
                }
                None => break,
            }
        }
        if c(pointer) == Some(b'.') {
            if length == 0 {
                return None;
            }
            pointer -= length;
            if piece_index > 6 {
                return None;
            }
            let mut numbers_seen = 0;
            while c(pointer).is_some() {
                let mut ipv4_piece: Option<u32> = None;
                if numbers_seen > 0 {
                    if c(pointer) == Some(b'.') && numbers_seen < 4 {
                        pointer += 1;
                    } else {
                        return None;
                    }
                }
                if !c(pointer).is_some_and(|b| b.is_ascii_digit()) {
                    return None;
                }
                while let Some(b) = c(pointer).filter(u8::is_ascii_digit) {
                    let number = u32::from(b - b'0');
                    ipv4_piece = match ipv4_piece {
                        None => Some(number),
                        Some(0) => return None,
                        Some(p) => Some(p * 10 + number),
                    };
                    if ipv4_piece > Some(255) {
                        return None;
                    }
                    pointer += 1;
                }
                let piece = ipv4_piece.unwrap_or(0) as u16;
                address[piece_index] = address[piece_index].wrapping_mul(0x100) + piece;
                numbers_seen += 1;
                if numbers_seen == 2 || numbers_seen == 4 {
                    piece_index += 1;
                }
            }
            if numbers_seen != 4 {
                return None;
            }
            break;
        } else if c(pointer) == Some(b':') {
            pointer += 1;
            // "If c is the EOF code point, validation error, return failure."
            c(pointer)?;
        } else if c(pointer).is_some() {
            return None;
        }
        address[piece_index] = value as u16;
        piece_index += 1;
    }
    if let Some(compress) = compress {
        let mut swaps = piece_index - compress;
        piece_index = 7;
        while piece_index != 0 && swaps > 0 {
            address.swap(piece_index, compress + swaps - 1);
            piece_index -= 1;
            swaps -= 1;
        }
    } else if piece_index != 8 {
        return None;
    }
    Some(address)
}

/// What a rule accepts: the pieces when it matches the whole input.
fn accepts(
    rule: fn(Mode, Span<'_>) -> grammar::IResult<Span<'_>, grammar::tokens::Ip6Address<'_>>,
    input: &str,
) -> Option<[u16; 8]> {
    match rule(Mode::Web, Span::new(input)) {
        Ok((rest, a)) if rest.fragment().is_empty() => Some(a.pieces),
        _ => None,
    }
}

/// Valid IPv6 addresses: eight random pieces, the last two possibly as an
/// IPv4 address, a random run of groups possibly compressed to `::`.
fn valid_ip6() -> impl Strategy<Value = String> + Clone {
    (
        prop::array::uniform8(any::<u16>()),
        0usize..9,
        0usize..9,
        any::<bool>(),
    )
        .prop_map(|(pieces, a, b, ip4)| {
            let mut groups: Vec<String> = pieces[..6].iter().map(|p| format!("{p:x}")).collect();
            if ip4 {
                let [w, x] = pieces[6].to_be_bytes();
                let [y, z] = pieces[7].to_be_bytes();
                groups.push(format!("{w}.{x}.{y}.{z}"));
            } else {
                groups.extend(pieces[6..].iter().map(|p| format!("{p:x}")));
            }
            // Compress the groups lo..hi when that range is not empty.
            let (lo, hi) = (a.min(b), a.max(b).min(groups.len()));
            if lo < hi {
                format!("{}::{}", groups[..lo].join(":"), groups[hi..].join(":"))
            } else {
                groups.join(":")
            }
        })
}

/// Strings over `0-9a-fA-F:.`: random, built from address-like pieces, and
/// valid addresses with one character changed or removed.
fn ip6_like() -> impl Strategy<Value = String> {
    const PIECES: &[&str] = &[
        "::", ":", "0", "1", "ff", "FFFF", "abcd", "12345", ".", "1.2.3.4", "255", "256", "01",
        "0.0", "a", "00000",
    ];
    prop_oneof![
        "[0-9a-fA-F:.]{0,45}",
        prop::collection::vec(select(PIECES), 0..12).prop_map(|v| v.concat()),
        valid_ip6(),
        (
            valid_ip6(),
            any::<prop::sample::Index>(),
            select(vec![Some('0'), Some('f'), Some(':'), Some('.'), None]),
        )
            .prop_map(|(s, i, c)| {
                let mut chars: Vec<char> = s.chars().collect();
                if !chars.is_empty() {
                    let k = i.index(chars.len());
                    match c {
                        Some(c) => chars[k] = c,
                        None => {
                            chars.remove(k);
                        }
                    }
                }
                chars.into_iter().collect()
            }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    #[test]
    fn ip6_loose_and_strict_accept_the_same(input in ip6_like()) {
        let loose = accepts(grammar::ip6_address, &input);
        let strict = accepts(grammar::ip6_address_strict, &input);
        let oracle = whatwg_ipv6(&input);
        prop_assert_eq!(loose, oracle, "loose vs the WHATWG parser on {:?}", input);
        prop_assert_eq!(strict, oracle, "strict vs the WHATWG parser on {:?}", input);
    }

    #[test]
    fn valid_ip6_addresses_are_accepted(input in valid_ip6()) {
        // Keeps the property above from holding only because both rules
        // reject everything the generator makes.
        prop_assert!(whatwg_ipv6(&input).is_some(), "{:?}", input);
        prop_assert!(accepts(grammar::ip6_address, &input).is_some(), "{:?}", input);
        prop_assert!(accepts(grammar::ip6_address_strict, &input).is_some(), "{:?}", input);
    }
}

#[test]
fn the_oracle_is_the_whatwg_parser() {
    // Cases of the WPT suite (urltestdata.json), so that the oracle itself
    // is checked against the standard's expectations.
    let cases: &[(&str, Option<[u16; 8]>)] = &[
        ("2001::1", Some([0x2001, 0, 0, 0, 0, 0, 0, 1])),
        ("::127.0.0.1", Some([0, 0, 0, 0, 0, 0, 0x7f00, 1])),
        (
            "0:0:0:0:0:0:13.1.68.3",
            Some([0, 0, 0, 0, 0, 0, 0x0d01, 0x4403]),
        ),
        ("1:0::", Some([1, 0, 0, 0, 0, 0, 0, 0])),
        ("::127.0.0.1.", None),
        ("0:1:2:3:4:5:6:7:8", None),
        ("0::0::0", None),
        ("0:.0", None),
        ("0:0:", None),
        ("0:1:2:3:4:5:6:7.0.0.0.1", None),
        ("0:1.00.0.0.0", None),
        ("0:1.290.0.0.0", None),
        ("0:1.23.23", None),
        ("::1.2.3.", None),
        ("::1.2.", None),
        ("::.1.2", None),
        ("::1.", None),
        ("::.1", None),
        ("", None),
        (":", None),
    ];
    for (input, want) in cases {
        assert_eq!(whatwg_ipv6(input), *want, "{input:?}");
        assert_eq!(
            accepts(grammar::ip6_address, input),
            *want,
            "loose {input:?}"
        );
        assert_eq!(
            accepts(grammar::ip6_address_strict, input),
            *want,
            "strict {input:?}"
        );
    }
}
