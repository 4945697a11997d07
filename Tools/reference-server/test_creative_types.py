"""The kinds of creative a device draws: a request whose placement.creative_types leaves out
"html" (Apple TV, which has no web view) gets image overlays and pause ads, never HTML.

    python3 -m unittest discover -s Tools/reference-server -p 'test_*.py'
"""
import sys
import unittest
import uuid

from test_rewards import SERVER, TOKEN, call, start, stop


class CreativeTypeTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server, cls.port = start([sys.executable, str(SERVER), "--port", "0", "--token", TOKEN])
        for ad_format in ("overlay", "pause"):
            body = {"title_id": "t", "format": ad_format, "mode": "fill"}
            assert call(cls.port, "POST", "/_control/scenario", body)[0] == 204

    @classmethod
    def tearDownClass(cls):
        stop(cls.server)

    def ask(self, ad_format, placement):
        body = {"title_id": "t", "format": ad_format, "request_id": str(uuid.uuid4())}
        if placement is not None:
            body["placement"] = placement
        return call(self.port, "POST", "/v1/ads", body, {"Authorization": f"Bearer {TOKEN}"})

    def test_without_html_the_slot_is_an_image(self):
        for ad_format in ("overlay", "pause"):
            status, answer = self.ask(ad_format, {"creative_types": ["image", "vast"]})
            self.assertEqual(status, 200, answer)
            slot = answer["slots"][0]
            self.assertEqual(slot["creative"]["type"], "image")
            self.assertNotIn("iframe_url", slot)

    def test_with_html_or_without_the_field_the_slot_is_html(self):
        for placement in ({"creative_types": ["image", "vast", "html"]}, None):
            status, answer = self.ask("overlay", placement)
            self.assertEqual(status, 200, answer)
            self.assertEqual(answer["slots"][0]["creative"]["type"], "html")

    def test_a_malformed_list_is_refused(self):
        status, _ = self.ask("overlay", {"creative_types": "image"})
        self.assertEqual(status, 422)


if __name__ == "__main__":
    unittest.main()
