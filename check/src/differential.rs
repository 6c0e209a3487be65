//! [`specurl::Url::parse`] against the `url` crate.

/// What a parser made of an input: the `href`, or a failure.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Parsing succeeded with this `href`.
    Href(String),
    /// Parsing failed (for the input or its base).
    Failure,
}

/// What specurl makes of `input` against `base`.
pub fn specurl(input: &str, base: Option<&str>) -> Outcome {
    match specurl::Url::parse(input, base) {
        Ok(url) => Outcome::Href(url.href().to_owned()),
        Err(_) => Outcome::Failure,
    }
}

/// What the `url` crate makes of `input` against `base`, as the WHATWG URL
/// constructor would: the base is parsed on its own first, and a base that
/// fails makes the whole parse fail.
pub fn url_crate(input: &str, base: Option<&str>) -> Outcome {
    let parsed = match base {
        None => url::Url::parse(input),
        Some(base) => match url::Url::parse(base) {
            Ok(base) => base.join(input),
            Err(e) => Err(e),
        },
    };
    match parsed {
        Ok(url) => Outcome::Href(url.as_str().to_owned()),
        Err(_) => Outcome::Failure,
    }
}

/// An input on which the two parsers disagree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Disagreement {
    /// The input.
    pub input: String,
    /// Its base, if any.
    pub base: Option<String>,
    /// What specurl made of it.
    pub specurl: Outcome,
    /// What the `url` crate made of it.
    pub url: Outcome,
}

/// Parses `input` against `base` with both parsers: `None` when they agree.
pub fn compare(input: &str, base: Option<&str>) -> Option<Disagreement> {
    let ours = specurl(input, base);
    let theirs = url_crate(input, base);
    (ours != theirs).then(|| Disagreement {
        input: input.to_owned(),
        base: base.map(str::to_owned),
        specurl: ours,
        url: theirs,
    })
}

/// A way in which the `url` crate is known to differ from the current WHATWG
/// standard (as the WPT suite pins it), so that a disagreement of this kind
/// is the `url` crate's, not specurl's.
///
/// Every entry is tied to an example ([`Self::example`]) on which the `url`
/// crate gives [`Self::url_gives`] while the standard decides otherwise:
/// mostly a case of `urltestdata.json`, else a clause of the WHATWG standard
/// ([`Self::decided_by`]); the tests check that this still holds, so an
/// entry goes stale loudly when the `url` crate catches up.
#[derive(Debug)]
pub struct KnownDifference {
    /// A short name.
    pub name: &'static str,
    /// What the standard does, and what the `url` crate does instead.
    pub why: &'static str,
    /// What decides the example.
    pub decided_by: DecidedBy,
    /// The example: input and base.
    pub example: (&'static str, Option<&'static str>),
    /// The `href` the `url` crate makes of the example, or `None` for a
    /// failure.
    pub url_gives: Option<&'static str>,
    /// Whether a disagreement is of this kind. Each test asks for evidence in
    /// the outputs (mostly: the `url` crate's output is specurl's with just
    /// the lagging behaviour applied), not only for a shape of the input, so
    /// that it cannot excuse an unrelated specurl bug.
    pub applies: fn(&Disagreement) -> bool,
}

/// What decides who is right on a known difference's example.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DecidedBy {
    /// The example is a case of `urltestdata.json`, whose expectation
    /// decides.
    Wpt,
    /// No WPT case covers it: a step of the WHATWG URL standard's basic URL
    /// parser decides, with the outcome it gives the example (`None` for
    /// failure).
    Clause {
        /// The state and step of the basic URL parser.
        clause: &'static str,
        /// The `href` the standard gives the example, or `None` for failure.
        expected: Option<&'static str>,
    },
}

/// The `url` crate's known differences from the standard, in the order they
/// are tried.
pub static KNOWN: &[KnownDifference] = &[
    KnownDifference {
        name: "file-host-before-drive",
        why: "A file URL keeps its host before a Windows drive letter; \
              the url crate drops the host.",
        decided_by: DecidedBy::Wpt,
        example: ("file://example.net/C:/", None),
        url_gives: Some("file:///C:/"),
        applies: file_host_before_drive,
    },
    KnownDifference {
        name: "file-leading-empty-segments",
        why: "A file URL's path keeps empty segments at its start \
              (`file:////foo` has the path `//foo`); the url crate collapses \
              them into one `/`.",
        decided_by: DecidedBy::Wpt,
        example: ("file:////foo", None),
        url_gives: Some("file:///foo"),
        applies: file_leading_empty_segments,
    },
    KnownDifference {
        name: "opaque-path-trailing-space",
        why: "A space that ends an opaque path before a query or fragment is \
              percent-encoded (`%20`); the url crate keeps it as a space.",
        decided_by: DecidedBy::Wpt,
        example: ("non-special:opaque  ?hi", None),
        url_gives: Some("non-special:opaque  ?hi"),
        applies: opaque_path_trailing_space,
    },
    KnownDifference {
        name: "ascii-xn-label",
        why: "An all-ASCII domain is only lowercased: its `xn--` labels are \
              not checked as Punycode; the url crate (idna) rejects those \
              that do not decode to a valid label.",
        decided_by: DecidedBy::Wpt,
        example: ("http://a.b.c.xn--pokxncvks", None),
        url_gives: None,
        applies: ascii_xn_label,
    },
    KnownDifference {
        name: "caret-in-path",
        why: "`^` is in the path percent-encode set; the url crate leaves it \
              unencoded.",
        decided_by: DecidedBy::Wpt,
        example: ("foo://host/ !\"$%&'()*+,-./:;<=>@[\\]^_`{|}~", None),
        url_gives: Some("foo://host/%20!%22$%&'()*+,-./:;%3C=%3E@[\\]^_%60%7B|%7D~"),
        applies: caret_in_path,
    },
    KnownDifference {
        name: "file-pipe-drive",
        why: "`X|` as the first segment of a file URL's path is a drive \
              letter, written `X:`; the url crate keeps `X|` after an empty \
              host.",
        decided_by: DecidedBy::Wpt,
        example: ("file:///w|/m", None),
        url_gives: Some("file:///w|/m"),
        applies: file_pipe_drive,
    },
    KnownDifference {
        name: "special-relative-many-slashes",
        why: "Against a special base, an input of three or more slashes \
              (`///host/p`) skips them all and reads a host; the url crate \
              fails.",
        decided_by: DecidedBy::Wpt,
        example: ("///test", Some("http://example.org/")),
        url_gives: None,
        applies: special_relative_many_slashes,
    },
    KnownDifference {
        name: "non-special-backslash",
        why: "Against a non-special base, `\\` is an ordinary path character, \
              so a relative reference that starts with `\\` or `/\\` is a \
              path; the url crate reads the `\\` as `/` (a path root, or \
              with the `/` before it the start of an authority).",
        decided_by: DecidedBy::Wpt,
        example: ("\\a", Some("foo://foo/a")),
        url_gives: Some("foo://foo/a"),
        applies: non_special_backslash,
    },
    KnownDifference {
        name: "non-file-drive-segment",
        why: "Outside file URLs a segment such as `C:` is not a drive letter \
              and `..` removes it; the url crate keeps it.",
        decided_by: DecidedBy::Wpt,
        example: ("..", Some("abc://x/y/z/C:/")),
        url_gives: Some("abc://x/y/z/C:/"),
        applies: non_file_drive_segment,
    },
    KnownDifference {
        name: "relative-userinfo-empty-host",
        why: "A relative reference `//u@` against a non-special base reaches \
              the authority state, which fails when an `@` was seen and the \
              host after it is empty (host-missing); the url crate makes a \
              URL with an empty host.",
        decided_by: DecidedBy::Clause {
            clause: "authority state, step 2: c is the EOF code point, /, ? or #, \
                     atSignSeen is true and buffer is the empty string: \
                     host-missing validation error, return failure",
            expected: None,
        },
        example: ("//@", Some("sc://host/a/b?q")),
        url_gives: Some("sc://"),
        applies: relative_userinfo_empty_host,
    },
    KnownDifference {
        name: "file-drive-segment-not-first",
        why: "In a file URL, `..` keeps a drive letter only when it is the \
              path's one segment; a later segment such as `o:` is removed \
              like any other; the url crate keeps it.",
        decided_by: DecidedBy::Clause {
            clause: "shorten a URL's path, step 3: if url's scheme is \"file\", \
                     path's size is 1, and path[0] is a normalized Windows drive \
                     letter, then return",
            expected: Some("file:///C:/a/x/"),
        },
        example: ("x/o:/..", Some("file:///C:/a/")),
        url_gives: Some("file:///C:/a/x/o:/"),
        applies: file_drive_segment_not_first,
    },
    KnownDifference {
        name: "non-special-backslash-after-port",
        why: "In a non-special URL `\\` is no delimiter, so a `\\` after the \
              port's digits makes the port invalid; the url crate ends the \
              port there and starts the path.",
        decided_by: DecidedBy::Clause {
            clause: "port state, step 2: otherwise (c is none of an ASCII digit, \
                     the EOF code point, /, ?, #, or \\ in a special URL), \
                     port-invalid validation error, return failure",
            expected: None,
        },
        example: ("sc://h:1\\x", None),
        url_gives: Some("sc://h:1/\\x"),
        applies: non_special_backslash_after_port,
    },
    KnownDifference {
        name: "newline-after-drive-letter",
        why: "Tabs and newlines are removed before parsing, so in `m:\\rx` \
              the `m:` is followed by `x` and is no drive letter; the url \
              crate reads a drive letter there, as if the newline ended it.",
        decided_by: DecidedBy::Clause {
            clause: "basic URL parser, step 3: remove all ASCII tab or newline \
                     from input; a string starts with a Windows drive letter \
                     only if its third code point, if any, is /, \\, ? or #",
            expected: Some("file://host/m:x"),
        },
        example: ("/m:\rx", Some("file://host/share/dir/")),
        url_gives: Some("file://host/m:/x"),
        applies: newline_after_drive_letter,
    },
];

/// The known difference a disagreement is an instance of, if any.
///
/// `caret-in-path` combines with the others (fuzzing finds `^` in the paths
/// they produce): when no entry explains a disagreement, the url crate's
/// `^` before any query or fragment is written `%5E`, as the standard
/// does, and the entries are tried again on what is left. The entry
/// returned is the other one.
pub fn classify(d: &Disagreement) -> Option<&'static KnownDifference> {
    let explains = |d: &Disagreement| KNOWN.iter().find(|k| (k.applies)(d));
    explains(d).or_else(|| explains(&without_caret_lag(d)?))
}

/// `d` with the url crate's `^` in its path written `%5E`; `None` when it
/// has none.
fn without_caret_lag(d: &Disagreement) -> Option<Disagreement> {
    let Outcome::Href(u) = &d.url else {
        return None;
    };
    split_query(u).0.contains('^').then(|| Disagreement {
        url: Outcome::Href(caret_fixed(u)),
        ..d.clone()
    })
}

/// `input` as the standard's parser sees it: C0 controls and spaces
/// trimmed, tabs and newlines removed.
fn preprocessed(input: &str) -> String {
    input
        .trim_matches(|c: char| c <= ' ')
        .replace(['\t', '\n', '\r'], "")
}

/// Both `href`s, when both parsers succeeded: (specurl's, the url crate's).
fn hrefs(d: &Disagreement) -> Option<(&str, &str)> {
    match (&d.specurl, &d.url) {
        (Outcome::Href(s), Outcome::Href(u)) => Some((s, u)),
        _ => None,
    }
}

/// A file URL's host and what follows it (path, query, fragment).
fn file_parts(href: &str) -> Option<(&str, &str)> {
    let rest = href.strip_prefix("file://")?;
    let host_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    Some(rest.split_at(host_end))
}

/// Splits off the query and fragment: `(before, from the first ? or #)`.
fn split_query(href: &str) -> (&str, &str) {
    href.split_at(href.find(['?', '#']).unwrap_or(href.len()))
}

/// Whether `s` starts with a Windows drive letter segment: `/X:` then `/`,
/// `?`, `#` or the end.
fn starts_with_drive(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() >= 3
        && b[0] == b'/'
        && b[1].is_ascii_alphabetic()
        && b[2] == b':'
        && matches!(b.get(3), None | Some(b'/' | b'?' | b'#'))
}

/// `file://host/C:/x` from specurl, `file:///C:/x` from the url crate.
fn file_host_before_drive(d: &Disagreement) -> bool {
    let Some((s, u)) = hrefs(d) else { return false };
    let (Some((s_host, s_rest)), Some((u_host, u_rest))) = (file_parts(s), file_parts(u)) else {
        return false;
    };
    !s_host.is_empty() && u_host.is_empty() && s_rest == u_rest && starts_with_drive(s_rest)
}

/// `file:////foo` from specurl, `file:///foo` from the url crate: the same
/// host, and paths that differ only in how many `/` they start with; or,
/// when the collapse changes what follows (`/.////Z:/..` keeps `Z:` once it
/// is the first segment), specurl gives the url crate's `href` for the input
/// with its empty segments collapsed.
fn file_leading_empty_segments(d: &Disagreement) -> bool {
    let Some((s, u)) = hrefs(d) else { return false };
    let (Some((s_host, s_rest)), Some((u_host, u_rest))) = (file_parts(s), file_parts(u)) else {
        return false;
    };
    let same_but_slashes = u_rest.starts_with('/')
        && u_rest.len() < s_rest.len()
        && s_rest.trim_start_matches('/') == u_rest.trim_start_matches('/');
    s_host == u_host
        && s_rest.starts_with("//")
        && (same_but_slashes
            || collapse_empty_segments(&d.input)
                .is_some_and(|c| specurl(&c, d.base.as_deref()) == d.url))
}

/// A path-absolute input (`/x…` or `file:/x…`, one separator then no
/// other) with every run of separators in its path written as one `/`: the
/// same path without empty segments. `None` for any other input, where a
/// run of separators could start an authority.
fn collapse_empty_segments(input: &str) -> Option<String> {
    let input = preprocessed(input);
    let is_sep = |c: char| c == '/' || c == '\\';
    let scheme = if input.get(..5)?.eq_ignore_ascii_case("file:") {
        5
    } else {
        0
    };
    let (prefix, rest) = input.split_at(scheme);
    let mut chars = rest.chars();
    if !chars.next().is_some_and(is_sep) || chars.next().is_some_and(is_sep) {
        return None;
    }
    let end = rest.find(['?', '#']).unwrap_or(rest.len());
    let mut out = String::from(prefix);
    for c in rest[..end].chars() {
        if !(is_sep(c) && out.ends_with('/')) {
            out.push(if is_sep(c) { '/' } else { c });
        }
    }
    out.push_str(&rest[end..]);
    Some(out)
}

/// `sc:x %20?q` from specurl, `sc:x  ?q` from the url crate.
fn opaque_path_trailing_space(d: &Disagreement) -> bool {
    let Some((s, u)) = hrefs(d) else { return false };
    let (s_before, s_after) = split_query(s);
    let Some(scheme_end) = s_before.find(':') else {
        return false;
    };
    let opaque = !s_before[scheme_end + 1..].starts_with('/');
    match s_before.strip_suffix("%20") {
        Some(kept) if opaque && !s_after.is_empty() => u == format!("{kept} {s_after}"),
        _ => false,
    }
}

/// specurl accepts an all-ASCII host with an `xn--` label, the url crate
/// fails, and the url crate accepts specurl's `href` once its `xn--` labels
/// are made plain ASCII labels: the labels are the only reason it fails.
fn ascii_xn_label(d: &Disagreement) -> bool {
    let (Outcome::Href(s), Outcome::Failure) = (&d.specurl, &d.url) else {
        return false;
    };
    let Ok(ours) = specurl::Url::parse(s, None) else {
        return false;
    };
    let host = ours.hostname();
    if !host.is_ascii() || !host.split('.').any(|label| label.starts_with("xn--")) {
        return false;
    }
    // `xn--` → `xn-x`: the same length, and no longer an A-label.
    let plain = s.replace("xn--", "xn-x");
    // Up to the url crate's file-path lag, which fuzzing finds with it.
    url::Url::parse(&plain).is_ok_and(|u| {
        u.as_str() == plain
            || file_leading_empty_segments(&Disagreement {
                specurl: Outcome::Href(plain.clone()),
                url: Outcome::Href(u.as_str().to_owned()),
                ..d.clone()
            })
    })
}

/// specurl writes `%5E` where the url crate writes `^`, before any query or
/// fragment (`^` is in neither of their percent-encode sets).
fn caret_in_path(d: &Disagreement) -> bool {
    let Some((s, u)) = hrefs(d) else { return false };
    let (s_before, s_after) = split_query(s);
    let (u_before, u_after) = split_query(u);
    u_before.contains('^') && s_after == u_after && s_before == u_before.replace('^', "%5E")
}

/// `file:///w:/m` from specurl, `file:///w|/m` from the url crate.
fn file_pipe_drive(d: &Disagreement) -> bool {
    let Some((s, u)) = hrefs(d) else { return false };
    let (Some((s_host, s_rest)), Some((u_host, u_rest))) = (file_parts(s), file_parts(u)) else {
        return false;
    };
    s_host == u_host
        && starts_with_drive(s_rest)
        && u_rest.len() == s_rest.len()
        && u_rest.as_bytes()[2] == b'|'
        && u_rest[..2] == s_rest[..2]
        && u_rest[3..] == s_rest[3..]
}

/// The url crate fails on `///host` against a special base, but parses the
/// same input with its leading slashes cut to two, to specurl's `href` (up
/// to `caret-in-path` and the drive-segment lags, which fuzzing finds with
/// it: see `rewrite_drive_segments`).
fn special_relative_many_slashes(d: &Disagreement) -> bool {
    let (Outcome::Href(s), Outcome::Failure, Some(base)) = (&d.specurl, &d.url, &d.base) else {
        return false;
    };
    let is_slash = |c: char| c == '/' || c == '\\';
    let input = preprocessed(&d.input);
    let rest = input.trim_start_matches(is_slash);
    input.len() - rest.len() >= 3
        && url::Url::parse(base).is_ok_and(|b| b.is_special())
        && [
            rest.to_owned(),
            rewrite_after_authority(rest, |_| true),
            rewrite_after_authority(rest, dropped_by(s)),
        ]
        .iter()
        .any(|rest| {
            matches!(url_crate(&format!("//{rest}"), Some(base)),
                         Outcome::Href(u) if caret_fixed(&u) == *s
                             || undo_drive_escapes(&caret_fixed(&u)) == *s)
        })
}

/// `href` with the escapes of [`rewrite_drive_segments`] undone (`X%3A`,
/// `X%7C` at a segment's start): what the url crate gives for an input
/// whose drive-like segments were escaped, as it would be had it read them
/// as the ordinary segments the standard reads (fuzz run 17: two segments
/// spelled alike, one that `..` removes and one that stays, which
/// [`dropped_by`] cannot tell apart). A segment the input itself spelled
/// `X%3A` comes out `X:`, where specurl keeps `X%3A`: that can only make
/// the evidence fail.
fn undo_drive_escapes(href: &str) -> String {
    let (path, rest) = split_query(href);
    let segments: Vec<String> = path
        .split('/')
        .map(|seg| {
            let sep = match seg.get(1..4) {
                Some("%3A") => ":",
                Some("%7C") => "|",
                _ => return seg.to_owned(),
            };
            match seg.as_bytes().first() {
                Some(letter) if letter.is_ascii_alphabetic() => {
                    format!("{}{sep}{}", &seg[..1], &seg[4..])
                }
                _ => seg.to_owned(),
            }
        })
        .collect();
    format!("{}{rest}", segments.join("/"))
}

/// `href` with `^` before any query or fragment written `%5E`: what the
/// standard writes where the url crate lags (`caret-in-path`).
fn caret_fixed(href: &str) -> String {
    let (before, after) = split_query(href);
    format!("{}{after}", before.replace('^', "%5E"))
}

/// Against a non-special base, an input that starts with `\\` or `/\\` (once
/// preprocessed: tabs and newlines removed): with every `\\` written `%5C`
/// (the same URL, in a non-special URL where `\\` is not percent-encoded),
/// the url crate gives specurl's `href`, up to the other lag of such paths,
/// `caret-in-path` (fuzzing finds the two together).
fn non_special_backslash(d: &Disagreement) -> bool {
    let (Outcome::Href(s), Some(base)) = (&d.specurl, &d.base) else {
        return false;
    };
    let input = preprocessed(&d.input);
    if !(input.starts_with('\\') || input.starts_with("/\\"))
        || !url::Url::parse(base).is_ok_and(|b| !b.is_special())
    {
        return false;
    }
    // With drive-like segments escaped too, for the drive-segment lags
    // that fuzzing finds with this one (`.../y:/..` keeps `y:`): all of
    // them, or only those specurl dropped (see `dropped_by`).
    let escaped = input.replace('\\', "%5C");
    let expected = s.replace('\\', "%5C");
    let dropped = rewrite_drive_segments_where(&escaped, dropped_by(&expected)).0;
    [rewrite_drive_segments(&escaped).0, dropped, escaped]
        .iter()
        .any(|input| {
            matches!(url_crate(input, Some(base)),
                 Outcome::Href(u) if caret_fixed(&u) == expected)
        })
}

/// Outside file URLs, the url crate's path is specurl's with one more
/// segment `X:` that `..` should have removed (the last segment in the WPT
/// case; fuzzing finds it in the middle too, `a:/o:/../` keeping `o:`).
fn non_file_drive_segment(d: &Disagreement) -> bool {
    let Some((s, _)) = hrefs(d) else { return false };
    !s.starts_with("file:")
        && (extra_drive_segment(d).is_some()
            || drive_segments_popped(d)
            || dropped_drive_segments_popped(d, s))
}

/// [`drive_segments_popped`] for a non-file URL that also has a drive-like
/// segment no `..` reaches (fuzz run 13: `ile:///y:/C|\f…o/%2e./…`): the
/// standard leaves it, so it is in specurl's `href` as written, and
/// escaping it would change the url crate's output there too. Only the
/// drive-like segments that specurl's `href` does not have are escaped;
/// with those, the url crate must give specurl's `href`.
fn dropped_drive_segments_popped(d: &Disagreement, s: &str) -> bool {
    let input = preprocessed(&d.input);
    let (rewritten, escaped) = rewrite_drive_segments_where(&input, dropped_by(s));
    !escaped.is_empty()
        && input.split(['/', '?', '#']).any(is_double_dot)
        && url_crate(&rewritten, d.base.as_deref()) == d.specurl
}

/// The url crate keeps several such segments (each `..` after a kept one
/// fails to remove it, and what is before it too): with every drive-like
/// segment of the input written `X%3A`, which no one reads as a drive, the
/// url crate gives specurl's `href`, in which none of them is left (so the
/// standard removed each: none was a drive it keeps).
fn drive_segments_popped(d: &Disagreement) -> bool {
    let Outcome::Href(s) = &d.specurl else {
        return false;
    };
    let input = preprocessed(&d.input);
    let (rewritten, drives) = rewrite_drive_segments(&input);
    let kept = split_query(s)
        .0
        .split('/')
        .skip(3)
        .any(|seg| drives.iter().any(|d| d.eq_ignore_ascii_case(seg)));
    // In a file URL, a drive letter that starts the path is a drive the
    // standard keeps: one there in the url crate's output (which keeps them
    // all) must not be excused, or a wrongly removed drive would be.
    let Outcome::Href(u) = &d.url else {
        return false;
    };
    let starts_path = s.starts_with("file:")
        && file_parts(u)
            .and_then(|(_, path)| path.split('/').nth(1))
            .is_some_and(|first| drives.iter().any(|d| d.eq_ignore_ascii_case(first)));
    !kept
        && !starts_path
        && rewritten != input
        && input.split(['/', '?', '#']).any(is_double_dot)
        && url_crate(&rewritten, d.base.as_deref()) == d.specurl
}

/// [`rewrite_drive_segments_where`] of what follows the authority that
/// starts `rest` (`host:/…` must keep its `host:`).
fn rewrite_after_authority(rest: &str, escape: impl Fn(&str) -> bool) -> String {
    let end = rest.find(['/', '\\', '?', '#']).unwrap_or(rest.len());
    let after = rewrite_drive_segments_where(&rest[end..], escape).0;
    format!("{}{after}", &rest[..end])
}

/// Whether a drive-like segment is one that specurl's `href` does not
/// have, so that the standard removed it. A drive-like segment that no
/// `..` reaches stays in the `href` as written, and escaping it would
/// change the url crate's output there too (fuzz runs 13 and 15): the
/// evidence that escapes drive-like segments also tries escaping only
/// these. (It cannot tell apart two segments spelled alike, one removed and
/// one kept: fuzz run 17, which [`undo_drive_escapes`] takes.)
fn dropped_by<'h>(specurl_href: &'h str) -> impl Fn(&str) -> bool + 'h {
    let left: Vec<&'h str> = split_query(specurl_href).0.split('/').skip(3).collect();
    move |seg| !left.contains(&seg)
}

/// `input` with each segment that the url crate reads as a drive letter
/// (`X:` or `X|`, alone or before a `\\`) written `X%3A` or `X%7C`, which
/// no one reads as one; and those segments, as written and as `X:`.
fn rewrite_drive_segments(input: &str) -> (String, Vec<String>) {
    rewrite_drive_segments_where(input, |_| true)
}

/// [`rewrite_drive_segments`] of the drive-like segments for which
/// `escape` holds.
fn rewrite_drive_segments_where(
    input: &str,
    escape: impl Fn(&str) -> bool,
) -> (String, Vec<String>) {
    let (path, rest) = split_query(input);
    let mut drives = Vec::new();
    let segments: Vec<String> = path
        .split('/')
        .map(|seg| match seg.as_bytes() {
            [letter, sep @ (b':' | b'|'), tail @ ..]
                if letter.is_ascii_alphabetic()
                    && matches!(tail.first(), None | Some(b'\\'))
                    && escape(seg) =>
            {
                let letter = *letter as char;
                drives.push(seg.to_owned());
                drives.push(format!("{letter}:"));
                let escaped = if *sep == b':' { "%3A" } else { "%7C" };
                format!("{letter}{escaped}{}", &seg[2..])
            }
            _ => seg.to_owned(),
        })
        .collect();
    (format!("{}{rest}", segments.join("/")), drives)
}

/// In a file URL, the url crate's path is specurl's with one more segment
/// `X:` after the first path segment, that `..` should have removed.
fn file_drive_segment_not_first(d: &Disagreement) -> bool {
    // `file://host/first/...` split at `/`: the path's first segment is at
    // 3, the only place where `..` keeps a drive letter.
    hrefs(d).is_some_and(|(s, _)| s.starts_with("file:"))
        && (extra_drive_segment(d).is_some_and(|i| i > 3) || drive_segments_popped(d))
}

/// Where the url crate's path has one segment `X:` more than specurl's,
/// with the rest, the query and the fragment equal, and the input (once
/// preprocessed: fuzz run 14's `..` came from `..` and trailing controls)
/// has a `..` segment: the index of that segment in the `href` split at
/// `/`.
fn extra_drive_segment(d: &Disagreement) -> Option<usize> {
    let (s, u) = hrefs(d)?;
    let (s_before, s_after) = split_query(s);
    let (u_before, u_after) = split_query(u);
    let s_segments: Vec<&str> = s_before.split('/').collect();
    let u_segments: Vec<&str> = u_before.split('/').collect();
    let extra = s_segments
        .iter()
        .zip(&u_segments)
        .position(|(a, b)| a != b)
        .unwrap_or(s_segments.len());
    let is_drive = |seg: &str| starts_with_drive(&format!("/{seg}"));
    let found = s_after == u_after
        && u_segments.len() == s_segments.len() + 1
        && u_segments.get(extra).is_some_and(|seg| is_drive(seg))
        && u_segments[..extra] == s_segments[..extra]
        && u_segments[extra + 1..] == s_segments[extra..]
        && preprocessed(&d.input)
            .split(['/', '\\', '?', '#'])
            .any(is_double_dot);
    found.then_some(extra)
}

/// Whether a segment is `..` in any of its percent-encoded spellings.
fn is_double_dot(segment: &str) -> bool {
    matches!(
        segment.to_ascii_lowercase().as_str(),
        ".." | ".%2e" | "%2e." | "%2e%2e"
    )
}

/// specurl fails and the url crate does not on a reference whose authority
/// (after `//`, against a non-special base) ends in `@`: an empty host after
/// a userinfo, and the url crate's `href` has an empty host.
fn relative_userinfo_empty_host(d: &Disagreement) -> bool {
    let (Outcome::Failure, Outcome::Href(u), Some(base)) = (&d.specurl, &d.url, &d.base) else {
        return false;
    };
    let input = preprocessed(&d.input);
    let Some(rest) = input.strip_prefix("//") else {
        return false;
    };
    let authority = &rest[..rest.find(['/', '?', '#']).unwrap_or(rest.len())];
    authority.ends_with('@')
        && url::Url::parse(base).is_ok_and(|b| !b.is_special())
        && url::Url::parse(u).is_ok_and(|u| u.host_str().unwrap_or("").is_empty())
}

/// specurl fails and the url crate makes a non-special URL of an input
/// whose authority has a port of digits (maybe none) ended by `\\`; with
/// that `\\` written `/\\`, specurl succeeds: the `\\` is the only reason
/// it fails.
fn non_special_backslash_after_port(d: &Disagreement) -> bool {
    let (Outcome::Failure, Outcome::Href(u)) = (&d.specurl, &d.url) else {
        return false;
    };
    if url::Url::parse(u).map_or(true, |u| u.is_special()) {
        return false;
    }
    let input = preprocessed(&d.input);
    let Some(start) = input.find("//").map(|i| i + 2) else {
        return false;
    };
    let rest = &input[start..];
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    // The host and port follow the last `@` (fuzz run 16: a `\\` in the
    // userinfo before it, which the url crate encodes like specurl).
    let host_start = rest[..end].rfind('@').map_or(0, |at| at + 1);
    let Some(backslash) = rest[host_start..end].find('\\').map(|i| host_start + i) else {
        return false;
    };
    let before = &rest[host_start..backslash];
    let is_port_end = before
        .rsplit_once(':')
        .is_some_and(|(_, port)| port.bytes().all(|b| b.is_ascii_digit()));
    let fixed = format!("{}/{}", &input[..start + backslash], &rest[backslash..]);
    is_port_end && specurl(&fixed, d.base.as_deref()) != Outcome::Failure
}

/// The url crate's `href` is specurl's with a `/` after a drive-like
/// segment `/X:` (or `/X|`), and in the input that `X:` is followed by a
/// tab or newline.
fn newline_after_drive_letter(d: &Disagreement) -> bool {
    let Some((s, u)) = hrefs(d) else { return false };
    let Some(p) = s.bytes().zip(u.bytes()).position(|(a, b)| a != b) else {
        return false;
    };
    let b = u.as_bytes();
    let drive = p >= 3
        && b[p - 3] == b'/'
        && b[p - 2].is_ascii_alphabetic()
        && matches!(b[p - 1], b':' | b'|');
    drive
        && u.len() == s.len() + 1
        && b[p] == b'/'
        && u[p + 1..] == s[p..]
        && drive_before_newline(&d.input, b[p - 2], b[p - 1])
}

/// Whether `input` has `letter`, then `sep`, then a tab or newline, with
/// any tabs and newlines between them (which preprocessing removes).
fn drive_before_newline(input: &str, letter: u8, sep: u8) -> bool {
    let is_nl = |c: &u8| matches!(c, b'\t' | b'\n' | b'\r');
    let b = input.as_bytes();
    (0..b.len()).any(|i| {
        if !b[i].eq_ignore_ascii_case(&letter) {
            return false;
        }
        let mut rest = b[i + 1..].iter().skip_while(|c| is_nl(c));
        rest.next() == Some(&sep) && rest.next().is_some_and(is_nl)
    })
}
