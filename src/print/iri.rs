//! The IRI profile's two rewrites: percent-encoded Unicode decoded, and
//! domains shown in Unicode where that is safe.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;

use icu_properties::props::{GeneralCategory, Script};
use icu_properties::CodePointMapData;
use idna::uts46::{AsciiDenyList, Hyphens, Uts46};

use crate::grammar::{pct_encoded_bytes, Mode, Span};
use crate::model::{Host, UrlRef};
use crate::pct_enc::encode;
use crate::table::Column;

/// Decodes, in a normalised component, the runs of `pct-encoded-bytes`
/// that are the UTF-8 of characters a reader can be shown: not ASCII, of
/// class `E` in `column`, neither a format character (bidi controls, zero
/// widths) nor a space separator. Only a run spelled as normalisation
/// spells it is decoded, so that parsing the result gives the same URL.
pub(super) fn decode_unicode(value: &mut Cow<'_, str>, column: Column) {
    if !value.contains('%') {
        return;
    }
    let mut out = String::with_capacity(value.len());
    let mut rest: &str = value;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let Ok((_, run)) = pct_encoded_bytes(Mode::Generic, Span::new(rest)) else {
            out.push('%');
            rest = &rest[1..];
            continue;
        };
        let run = *run.fragment();
        decode_run(run, column, &mut out);
        rest = &rest[run.len()..];
    }
    out.push_str(rest);
    *value = Cow::Owned(out);
}

/// One run of `%XX`s: each character shown as itself where
/// [`decode_unicode`] allows, its encoding kept otherwise.
fn decode_run(run: &str, column: Column, out: &mut String) {
    let bytes: Vec<u8> = run
        .as_bytes()
        .chunks(3)
        .map(|c| u8::from_str_radix(core::str::from_utf8(&c[1..]).unwrap_or("00"), 16).unwrap_or(0))
        .collect();
    let mut at = 0;
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            let text = &run[3 * at..3 * (at + c.len_utf8())];
            if shown(c) && encode(c.encode_utf8(&mut [0; 4]), column) == text {
                out.push(c);
            } else {
                out.push_str(text);
            }
            at += c.len_utf8();
        }
        let invalid = chunk.invalid().len();
        out.push_str(&run[3 * at..3 * (at + invalid)]);
        at += invalid;
    }
}

/// Whether a decoded character may be shown as itself.
fn shown(c: char) -> bool {
    let category = CodePointMapData::<GeneralCategory>::new().get(c);
    !c.is_ascii()
        && !matches!(
            category,
            GeneralCategory::Format
                | GeneralCategory::SpaceSeparator
                | GeneralCategory::LineSeparator
                | GeneralCategory::ParagraphSeparator
                | GeneralCategory::Control
                | GeneralCategory::Unassigned
                | GeneralCategory::Surrogate
                | GeneralCategory::PrivateUse
        )
}

/// Shows the domain of a web or file URL in Unicode, label by label, where
/// [`safe_label`] allows it.
pub(super) fn hosts_to_unicode(url: &mut UrlRef<'_>) {
    let special = url.scheme.is_some() && url.mode(Mode::Generic).is_special();
    let Some(a) = url.authority.as_mut().filter(|_| special) else {
        return;
    };
    let (Host::Domain(d) | Host::Opaque(d)) = &mut a.host else {
        return;
    };
    if let Some(unicode) = domain_to_display(d) {
        *d = Cow::Owned(unicode);
    }
}

/// A domain in Unicode for display: each `xn--` label that decodes without
/// error and is safe to show, in Unicode; every other label as it is.
/// `None` when nothing changes.
///
/// A label is safe to show when its letters are of one script (Common and
/// Inherited aside) or of one of the combinations UTS #39's "highly
/// restrictive" level allows for Chinese, Japanese and Korean (with Latin),
/// and it is not a Cyrillic label made only of letters that look Latin,
/// unless the TLD is Cyrillic too.
///
/// ```
/// use specurl::print::domain_to_display;
/// assert_eq!(domain_to_display("xn--bcher-kva.de").as_deref(), Some("bücher.de"));
/// // Cyrillic `а` among Latin letters: a spoof, kept in Punycode.
/// assert_eq!(domain_to_display("xn--pple-43d.com"), None);
/// ```
pub fn domain_to_display(domain: &str) -> Option<String> {
    if !domain.contains("xn--") {
        return None;
    }
    let (shown, errors) = Uts46::new().to_user_interface(
        domain.as_bytes(),
        AsciiDenyList::URL,
        Hyphens::Allow,
        safe_label,
    );
    // A domain that does not decode cleanly is shown as it is.
    (errors.is_ok() && shown != domain).then(|| shown.into_owned())
}

/// Whether a Unicode label is safe to show: its letters are of one script
/// (Common and Inherited aside), or of one of the combinations UTS #39's
/// "highly restrictive" level allows for Chinese, Japanese and Korean
/// (with Latin); and it is not a Cyrillic label made only of letters that
/// look Latin, unless the TLD is Cyrillic too.
fn safe_label(label: &[char], tld: &[char], _bidi: bool) -> bool {
    let scripts = CodePointMapData::<Script>::new();
    let mut seen: Vec<Script> = Vec::new();
    for &c in label {
        let s = scripts.get(c);
        if s != Script::Common && s != Script::Inherited && !seen.contains(&s) {
            seen.push(s);
        }
    }
    let allowed_sets: [&[Script]; 3] = [
        &[
            Script::Latin,
            Script::Han,
            Script::Hiragana,
            Script::Katakana,
        ],
        &[Script::Latin, Script::Han, Script::Bopomofo],
        &[Script::Latin, Script::Han, Script::Hangul],
    ];
    let single = seen.len() <= 1;
    let cjk = allowed_sets
        .iter()
        .any(|set| seen.iter().all(|s| set.contains(s)));
    if !(single || cjk) {
        return false;
    }
    if seen == [Script::Cyrillic] {
        const LOOKS_LATIN: &str = "асԁеһіјӏорԛѕԝхуъьҽпгѵѡ";
        let all_look_latin = label
            .iter()
            .filter(|c| scripts.get(**c) == Script::Cyrillic)
            .all(|c| LOOKS_LATIN.contains(*c));
        let cyrillic_tld = tld.iter().any(|c| scripts.get(*c) == Script::Cyrillic);
        return !all_look_latin || cyrillic_tld;
    }
    true
}
