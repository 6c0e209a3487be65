//! The laws that the fuzz targets and the property tests check, as plain
//! functions: `Ok` when the law holds on the given input, `Err` with what
//! broke otherwise.
//!
//! They return errors rather than panicking so that proptest can shrink a
//! counterexample (`prop_assert!` on the result) while the fuzz targets
//! panic on it.

use specurl::grammar::{self, run, tokens::HostToken, Mode, Rule, Span};
use specurl::pct_enc::{status, Column, Status};
use specurl::validate::{validate, Strictness};
use specurl::{Host, Source, Url, UrlRef};

/// A law's verdict: `Err` says what broke.
pub type Verdict = Result<(), String>;

/// Lossless tokenization: when `url` (in `mode`) accepts `input`, the text
/// between its leaf tokens is exactly the sigils the URL model pairs with
/// them (`:` after the scheme, `s s` before an authority, `@` before a host
/// after a userinfo, `:` before a password or port, `s` after a dir or
/// before a drive, `?` and `#`), and sigils and tokens together are the
/// input. `Ok(false)`: `url` rejected the input.
///
/// ```
/// use specurl::grammar::Mode;
/// use specurl_check::laws::lossless;
/// assert_eq!(lossless(Mode::Web, "http://u:p@h:1/a\\b?q#f"), Ok(true));
/// assert_eq!(lossless(Mode::Generic, "sc://[::1"), Ok(false));
/// ```
pub fn lossless(mode: Mode, input: &str) -> Result<bool, String> {
    let Ok(parsed) = run(Rule::Url, mode, Span::new(input)) else {
        return Ok(false);
    };
    if !parsed.rest.fragment().is_empty() {
        return Err(format!("url ({mode}) on {input:?} leaves a rest"));
    }
    let mut rebuilt = String::with_capacity(input.len());
    let mut pos = 0usize;
    // The sigil owed after the previous leaf (`:` after the scheme, `s`
    // after a dir).
    let mut owed = "";
    let mut userinfo = false;
    for (_, token) in &parsed.tokens {
        let start = token.span().location_offset();
        let end = start + token.span().fragment().len();
        // What must come between the previous leaf and this token; `None`
        // for the tokens that are not leaves of the walk.
        let before = match token.rule() {
            Rule::Authority | Rule::AuthorityEmpty => "SS",
            Rule::Userinfo => {
                userinfo = true;
                continue;
            }
            Rule::Scheme | Rule::Username | Rule::PathRoot | Rule::Dir | Rule::File => "",
            Rule::AuthDriveInvalid => "",
            Rule::Password | Rule::Port => ":",
            Rule::Host if userinfo => "@",
            Rule::Host => "",
            Rule::Drive => "S",
            Rule::Query => "?",
            Rule::Fragment => "#",
            // The parts of a host: inside a leaf already walked.
            _ => continue,
        };
        let gap = input
            .get(pos..start)
            .ok_or_else(|| format!("url ({mode}) on {input:?}: {token:?} starts before {pos}"))?;
        let pattern = format!("{owed}{before}");
        if !is_sigils(mode, gap, &pattern) {
            return Err(format!(
                "url ({mode}) on {input:?}: between {pos} and {token:?} is {gap:?}, want {pattern:?}"
            ));
        }
        rebuilt.push_str(gap);
        // The authority is compound: its leaves follow, starting where it
        // starts.
        if matches!(token.rule(), Rule::Authority | Rule::AuthorityEmpty) {
            pos = start;
            owed = "";
            continue;
        }
        rebuilt.push_str(token.span().fragment());
        pos = end;
        owed = match token.rule() {
            Rule::Scheme => ":",
            Rule::Dir => "S",
            _ => "",
        };
    }
    let tail = &input[pos..];
    if !is_sigils(mode, tail, owed) {
        return Err(format!(
            "url ({mode}) on {input:?}: after the last token {tail:?}, want {owed:?}"
        ));
    }
    rebuilt.push_str(tail);
    if rebuilt != input {
        return Err(format!("url ({mode}) on {input:?} rebuilt as {rebuilt:?}"));
    }
    Ok(true)
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

/// What strict validity promises, for `input` read with `mode` as the
/// fallback mode. When `validate(input, mode, Strict)` accepts it:
///
/// 1. it parses: `UrlRef::parse_with_mode` succeeds, and so does
///    `Url::parse` (without a base) when the input has a scheme;
/// 2. printing is lossless: the parsed `UrlRef` prints as the preprocessed
///    input, character for character (strict validity rules out `\` as a
///    separator and the invalid forms the printer would rewrite), except
///    for the two components whose values are not strings: the port, a
///    number (leading zeros are allowed in the string), and an IPv6
///    address, which print in their canonical form (see [`as_values`]);
/// 3. so an input already in normal form (`normalise` changes nothing) is
///    its own normal form's print: `print(normalise(parse(x))) == x`;
/// 4. normalisation keeps strict validity: the normal form's print is
///    strictly valid too.
///
/// ```
/// use specurl::grammar::Mode;
/// use specurl_check::laws::strictly_valid;
/// assert_eq!(strictly_valid("HTTP://h:80/a/../b?q#f", Mode::Generic), Ok(true));
/// assert_eq!(strictly_valid("http://h/a b", Mode::Generic), Ok(false));
/// ```
///
/// `Ok(false)`: the input is not strictly valid, and nothing is promised.
pub fn strictly_valid(input: &str, mode: Mode) -> Result<bool, String> {
    if !validate(input, mode, Strictness::Strict).is_valid() {
        return Ok(false);
    }
    let source = Source::new(input);
    let url = UrlRef::parse_with_mode(input, mode)
        .map_err(|e| format!("{input:?} ({mode}) is strictly valid but does not parse: {e}"))?;
    if url.scheme().is_some() {
        if let Err(e) = Url::parse(input, None) {
            return Err(format!(
                "{input:?} is strictly valid but Url::parse fails: {e}"
            ));
        }
    }
    let printed = url.to_string();
    let text = as_values(&source, mode, &url);
    if printed != text {
        return Err(format!(
            "{input:?} ({mode}) is strictly valid but prints as {printed:?}"
        ));
    }
    let normal = url.normalise();
    if normal == url && normal.to_string() != text {
        return Err(format!(
            "{input:?} ({mode}) is strictly valid and normal but its normal form prints as {:?}",
            normal.to_string()
        ));
    }
    let normal_printed = normal.to_string();
    let again = validate(&normal_printed, mode, Strictness::Strict);
    if !again.is_valid() {
        return Err(format!(
            "{input:?} ({mode}) is strictly valid, its normal form {normal_printed:?} is not: {:?}",
            again.diagnostics()
        ));
    }
    Ok(true)
}

/// The preprocessed text of `source` with the port and an IPv6 host written
/// as `url` (its parse) holds them: as values, which print canonically.
/// Everything else of a strictly valid input is a string value in the
/// model, printed as it is.
fn as_values(source: &Source<'_>, mode: Mode, url: &UrlRef<'_>) -> String {
    let text = source.text();
    let authority = grammar::tokenize(source, mode)
        .ok()
        .and_then(|tokens| tokens.authority());
    let (Some(tokens), Some(model)) = (authority, url.authority()) else {
        return text.to_owned();
    };
    let range = |s: Span<'_>| s.location_offset()..s.location_offset() + s.fragment().len();
    let mut replace = Vec::new();
    if let (Some(HostToken::Ip6 { span, .. }), host) = (tokens.host(), model.host()) {
        replace.push((range(span), host.to_string()));
    }
    if let (Some(port), Some(value)) = (tokens.port(), model.port()) {
        replace.push((range(port.span()), value.to_string()));
    }
    let mut out = text.to_owned();
    // From the end, so that earlier ranges stay where they are.
    for (r, value) in replace.into_iter().rev() {
        out.replace_range(r, &value);
    }
    out
}

/// The normal form is a fixed point: `normalise` is idempotent, and the
/// normal form prints as a string that parses (with the same fallback mode)
/// back to it; for a file URL whose first segment looks like a drive (the
/// case "Normalise for Printing" leaves open), which reads back as a drive,
/// parse, normalise and print reach a fixed point one round later instead; a host the
/// specification's grammar does not admit (see `has_rejected_host`) is
/// held to idempotence only.
///
/// ```
/// use specurl::{grammar::Mode, UrlRef};
/// let u = UrlRef::parse("a/./b/../c:d").unwrap();
/// assert_eq!(specurl_check::laws::normal_form(&u, Mode::Generic), Ok(()));
/// ```
pub fn normal_form(url: &UrlRef<'_>, mode: Mode) -> Verdict {
    let normal = url.normalise();
    let twice = normal.normalise();
    if twice != normal {
        return Err(format!(
            "normalise is not idempotent on {url:?}: {normal:?}, then {twice:?}"
        ));
    }
    if has_rejected_host(url) {
        return Ok(());
    }
    let printed = normal.to_string();
    match UrlRef::parse_with_mode(&printed, mode) {
        Ok(back) if back == normal => Ok(()),
        // The gap "Normalise for Printing" names: a file URL whose first
        // segment looks like a drive prints as one, and no rewrite is
        // prescribed. Read back, it is a drive (normalised: `C|` becomes
        // `/C:`), and from there on print and parse are a fixed point.
        Ok(back) if drive_like_first_segment(&normal, mode) => {
            let once = back.normalise().to_string();
            let twice = UrlRef::parse_with_mode(&once, mode).map(|u| u.normalise().to_string());
            if twice.as_ref() == Ok(&once) {
                Ok(())
            } else {
                Err(format!(
                    "the normal form of {url:?} prints as {printed:?}, then {once:?}, then {twice:?}"
                ))
            }
        }
        Ok(back) => Err(format!(
            "the normal form {normal:?} of {url:?} prints as {printed:?}, which parses ({mode}) as {back:?}"
        )),
        Err(e) => Err(format!(
            "the normal form {normal:?} of {url:?} prints as {printed:?}, which does not parse ({mode}): {e}"
        )),
    }
}

/// Whether `url`'s host has a character of class `R` in the opaque-host
/// column (`hchar` excludes them). The grammar of web and file mode reads
/// such a host all the same, so that host processing can reject it naming
/// the character; it is outside the specification's model, and no URL the
/// resolution makes has one. (One that ends the string in a C0 control or a
/// space loses it to preprocessing when printed and parsed again.)
fn has_rejected_host(url: &UrlRef<'_>) -> bool {
    let Some(Host::Opaque(host)) = url.authority().map(|a| a.host()) else {
        return false;
    };
    host.chars()
        .any(|c| status(Column::OpaqueHost, c) == Status::Rejected)
}

/// Whether `url`, a file URL (by its scheme or by `mode`), has no drive
/// but its first dir or file is a drive letter (`alpha (: | |)`): it prints
/// as a URL-string that reads it as a drive. The specification says of this
/// case that it is "not properly addressed in the current WHATWG standard",
/// and prescribes no rewrite.
fn drive_like_first_segment(url: &UrlRef<'_>, mode: Mode) -> bool {
    let first = url.dirs().next().or(url.file());
    url.mode(mode) == Mode::File
        && url.drive().is_none()
        && first.is_some_and(|s| {
            let b = s.as_bytes();
            b.len() == 2 && b[0].is_ascii_alphabetic() && matches!(b[1], b':' | b'|')
        })
}

/// The "Rebase Properties" of the specification, for `u1`, `u2`, `u3`:
///
/// - `ord (u2 onto u1)` is the least of `ord u1` and `ord u2`;
/// - `(u3 onto u2) onto u1 = u3 onto (u2 onto u1)`;
/// - `u1 onto ε = u1`;
/// - `ε onto u1 = u1` when `u1` has no fragment;
///
/// and what "the shortest URL that has `u1 upto (ord u2)` as a prefix and
/// `u2` as a postfix" says of the end: the result has `u2`'s fragment, its
/// query too unless `u2` starts at its fragment, and is `u2` itself when
/// `u2` has a scheme.
///
/// ```
/// use specurl::UrlRef;
/// let [a, b, c] = ["http://h/a/b?q#f", "../c?x", "#y"].map(|s| UrlRef::parse(s).unwrap());
/// assert_eq!(specurl_check::laws::rebase(&a, &b, &c), Ok(()));
/// ```
pub fn rebase(u1: &UrlRef<'_>, u2: &UrlRef<'_>, u3: &UrlRef<'_>) -> Verdict {
    let r = u2.rebase(u1);
    if r.order() != u1.order().min(u2.order()) {
        return Err(format!(
            "ord ({u2:?} onto {u1:?}) = {:?}, want the least of {:?} and {:?}",
            r.order(),
            u1.order(),
            u2.order()
        ));
    }
    let left = u3.rebase(u2).rebase(u1);
    let right = u3.rebase(&r);
    if left != right {
        return Err(format!(
            "rebase is not associative on {u3:?}, {u2:?}, {u1:?}: {left:?} ≠ {right:?}"
        ));
    }
    let empty = UrlRef::empty();
    if &u1.rebase(&empty) != u1 {
        return Err(format!("{u1:?} onto ε is {:?}", u1.rebase(&empty)));
    }
    if u1.fragment().is_none() && &empty.rebase(u1) != u1 {
        return Err(format!("ε onto {u1:?} is {:?}", empty.rebase(u1)));
    }
    // The postfix: u2's query and fragment survive as they are, and so does
    // everything of u2 when it has a scheme.
    if r.fragment() != u2.fragment()
        || (u2.order() <= specurl::Order::Query && r.query() != u2.query())
    {
        return Err(format!(
            "{u2:?} onto {u1:?} = {r:?} lost u2's query or fragment"
        ));
    }
    if u2.scheme().is_some() && &r != u2 {
        return Err(format!("{u2:?} has a scheme, yet onto {u1:?} it is {r:?}"));
    }
    Ok(())
}
